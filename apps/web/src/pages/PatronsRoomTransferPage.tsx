import { TransferForm } from '../modules/stock/TransferForm';

/** /inventoryTransfers/patronsRoomTransfer: goods from a location to its venue's patrons room. */
export function PatronsRoomTransferPage() {
  return <TransferForm kind="patronsRoom" title="Patrons Room Transfer" />;
}
