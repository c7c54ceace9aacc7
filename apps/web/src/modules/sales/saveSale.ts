import type { ManualSale, SaleAnswer, SaleCheckAnswer } from '@intermission/contracts';

/** What the save needs from the page: the server's calls and the user's answers. */
export interface SaleSaveSteps {
  /** POST sales/checkForDuplicateOrNegativeSales. */
  check: (sale: ManualSale) => Promise<SaleCheckAnswer>;
  /** The duplicate or the negative confirmation; true to post anyway. */
  confirm: (kind: 'duplicate' | 'negative') => Promise<boolean>;
  /** GET guid/1 then `send` with it (useGuid's run: the GUID is kept for a retry after an uncertain failure). */
  withGuid: <T>(send: (guid: string) => Promise<T>) => Promise<T>;
  /** POST admin/sale/{reduceInventory}/postShowStart/false/{forced} with the sale named by its GUID. */
  post: (sale: ManualSale, forced: boolean) => Promise<SaleAnswer>;
}

export type SaleSaveResult = { posted: true; answer: SaleAnswer } | { posted: false; declined: 'duplicate' | 'negative' };

/**
 * The save of document 2 §4 "Sale entry": check for a duplicate or negative sale and ask about each
 * (declining stops the save), then obtain the identifier, then post — forced when the user chose to
 * post anyway, so the server does not refuse what the user already confirmed.
 */
export async function saveSale(sale: ManualSale, steps: SaleSaveSteps): Promise<SaleSaveResult> {
  const { SaleId: _ignored, ...body } = sale;
  const found = await steps.check(body);
  let forced = false;
  for (const kind of ['duplicate', 'negative'] as const) {
    if (!(kind === 'duplicate' ? found.IsDuplicateSale : found.IsNegativeSale)) continue;
    if (!(await steps.confirm(kind))) return { posted: false, declined: kind };
    forced = true;
  }
  const answer = await steps.withGuid((guid) => steps.post({ ...body, SaleId: guid }, forced));
  return { posted: true, answer };
}
