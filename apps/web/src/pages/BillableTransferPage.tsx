import { TransferForm } from '../modules/stock/TransferForm';

/** /inventoryTransfers/billableTransfer: goods from a location to its venue's billable location. */
export function BillableTransferPage() {
  return <TransferForm kind="billableTransfer" title="Billable Transfer" />;
}
