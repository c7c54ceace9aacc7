import { formatCurrency, type Theatre } from '@intermission/contracts';
import { formatDateTime } from '../ui/formatDateTime';
import { SidePanel } from '../clients/hierarchy/SidePanel';
import { type HierarchyParams, hierarchyPath } from '../clients/hierarchyParams';
import { useVenueQuery } from '../clients/venue/api';
import { useLatestWithdrawalsQuery } from './api';

/**
 * The theatre page's petty cash section: the latest 3 withdrawals of this year, a link to all of them
 * and, with Theatres FullAccess (document 1 §6), to add one.
 */
export function TheatrePettyCashPanel({ theatre, below, canAdd }: { theatre: Theatre; below: HierarchyParams; canAdd: boolean }) {
  const timeZone = useVenueQuery(theatre.ClientId, theatre.VenueId).data?.TimeZone;
  const latest = useLatestWithdrawalsQuery({ clientId: theatre.ClientId, venueId: theatre.VenueId, theatreId: theatre.Id }, timeZone);
  const rows = latest.data && {
    total: latest.data.total,
    rows: latest.data.rows.map((w) => ({ ...w, Name: `${formatDateTime(w.TransactionDateUtc, w.TimeZone)} · ${formatCurrency(w.Amount)}` })),
  };
  const list = hierarchyPath('/client/pettyCashWithdrawals', { ...below });
  return (
    <SidePanel
      title="Petty Cash"
      noun="withdrawals"
      query={{ data: rows, isLoading: latest.isLoading }}
      to={(w) => hierarchyPath('/client/pettyCashWithdrawals/info', { id: w.Id, ...below })}
      note={(w) => w.PettyCashReason.Name}
      listTo={list}
      add={canAdd && { to: hierarchyPath('/client/pettyCashWithdrawals', { ...below, add: 1 }), label: 'Add Withdrawal' }}
    />
  );
}
