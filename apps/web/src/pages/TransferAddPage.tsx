import { useSearchParams } from 'react-router';
import { TransferForm } from '../modules/stock/TransferForm';

/** /inventoryTransfers/add?rslid: a transfer between two locations; rslid preselects a sales location's as the origin. */
export function TransferAddPage() {
  const [params] = useSearchParams();
  const rslid = Number(params.get('rslid'));
  return <TransferForm kind="inventoryTransfer" title="Add Transfer" salesLocationId={Number.isInteger(rslid) && rslid > 0 ? rslid : null} />;
}
