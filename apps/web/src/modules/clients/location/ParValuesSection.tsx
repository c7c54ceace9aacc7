import { Loader } from '@mantine/core';
import { ClientAreaMessages, type SalesLocation } from '@intermission/contracts';
import { DetailSection } from '../../ui/DetailSection';
import { saveWithConcurrency } from '../../ui/saveWithConcurrency';
import type { SectionProps } from '../../ui/sectionProps';
import { useParValueGoodsQuery, useSaveParValuesMutation } from '../hierarchy/api';
import { ParValuesEditor, ParValuesView } from '../hierarchy/ParValuesEditor';

/** A sales location's par values: the goods that have one, and the editor of every tracked good's. */
export function ParValuesSection({ location, section }: { location: SalesLocation; section: SectionProps }) {
  const goods = useParValueGoodsQuery(location.Id);
  const save = useSaveParValuesMutation(location.Id);
  return (
    <DetailSection
      title="Par Values"
      {...section}
      view={goods.isLoading ? <Loader size="sm" /> : <ParValuesView goods={goods.data} />}
      edit={
        goods.data ? (
          <ParValuesEditor
            key={location.Version}
            goods={goods.data}
            version={location.Version}
            onSave={({ ParValues }, setFieldError) =>
              saveWithConcurrency((v) => save.mutateAsync({ ParValues, Version: v ?? location.Version }), {
                success: ClientAreaMessages.ParValuesUpdated,
                setFieldError,
                onSaved: section.onClose,
                onReload: (l) => (save.reload(l), section.onClose()),
              })
            }
          />
        ) : (
          <Loader size="sm" />
        )
      }
    />
  );
}
