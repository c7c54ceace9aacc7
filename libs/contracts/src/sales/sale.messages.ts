/** The texts of the sale entry (document 2 §5 "Sale save", "Sale amounts", §8), quoted exactly by the server and the web. */
export const SaleMessages = {
  NoPosUser: 'Cannot retrieve POS User ID. Please refresh the page and try again.',
  VoucherDoesNotBalance: 'Cannot save sale, voucher payment does not balance.',
  NoValidLine: 'Must have at least one valid line item with a quantity greater than zero.',
  NegativeInventory: 'Entering this sale will result a negative inventory on Inventory Summary Report.',
  NoMenu: 'No Menu has been set for this saleslocation',
  DuplicateSale: 'A matching sale already exists, which may be in the sync queue waiting to be processed.',
  NegativeSale: 'This will result in negative sale. There may be sales in the sync queue waiting to be processed.',
  PostAnyways: 'Post anyways',
  WaitForProcessing: 'Wait for processing',
  Created: 'Sale Created Successfully',
  CreationFailed: 'Sale Creation Failed',
} as const;
