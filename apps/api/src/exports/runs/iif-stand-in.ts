import type { ExportEntity } from '@intermission/domain';

// A stand-in for libs/domain/src/exports/iif.ts `iifFile` until exp-entries lands: the same
// GENERAL JOURNAL shape, headers and CRLF, enough for the runs' own specs. Removed at the merge.
const header = ['!TRNS\tTRNSTYPE\tDATE\tACCNT\tCLASS\tAMOUNT\tDOCNUM\tMEMO', '!SPL\tTRNSTYPE\tDATE\tACCNT\tCLASS\tAMOUNT\tDOCNUM\tMEMO', '!ENDTRNS'];
const field = (v: string | null) => (v ?? '').replace(/[\t\r\n"]/g, ' ');

export function iifFile(entities: readonly ExportEntity[]): string {
  const rows = entities.flatMap((e) => {
    const type = e.Kind === 'Bill' ? 'BILL' : 'GENERAL JOURNAL';
    const [m, d, y] = [e.Date.slice(5, 7), e.Date.slice(8, 10), e.Date.slice(0, 4)];
    return [
      ...e.Lines.map((l, i) => [i === 0 ? 'TRNS' : 'SPL', type, `${m}/${d}/${y}`, field(l.Account), field(l.ClassName), l.Amount, field(e.DocNumber), field(l.Memo)].join('\t')),
      'ENDTRNS',
    ];
  });
  return [...header, ...rows].map((r) => `${r}\r\n`).join('');
}
