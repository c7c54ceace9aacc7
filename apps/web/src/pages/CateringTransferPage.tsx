import { TransferForm } from '../modules/stock/TransferForm';

/** /inventoryTransfers/cateringTransfer: goods from a location to its venue's catering location. */
export function CateringTransferPage() {
  return <TransferForm kind="cateringTransfer" title="Catering Transfer" />;
}
