import { useSearchParams } from 'react-router';
import { type ExportTypeId, ExportTypeIdSchema } from '@intermission/contracts';

/** The default export type (document 3 §9). */
export const DefaultExportTypeId: ExportTypeId = 2;

/** The export type a screen shows, kept in the URL (?typeId=), Transactions unless it names another. */
export function useExportTypeParam(): [ExportTypeId, (typeId: ExportTypeId) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = ExportTypeIdSchema.safeParse(Number(params.get('typeId')));
  const typeId = parsed.success ? parsed.data : DefaultExportTypeId;
  const setTypeId = (next: ExportTypeId) =>
    setParams(
      (p) => {
        p.set('typeId', String(next));
        return p;
      },
      { replace: true },
    );
  return [typeId, setTypeId];
}
