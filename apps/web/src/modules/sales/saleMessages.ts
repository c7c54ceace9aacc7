// The sale entry's words (document 2 §5 "Sale amounts", §8), quoted exactly.

export const SaleEntryMessages = {
  Created: 'Sale Created Successfully',
  CreationFailed: 'Sale Creation Failed',
  DuplicateConfirm: 'A matching sale already exists, which may be in the sync queue waiting to be processed.',
  NegativeConfirm: 'This will result in negative sale. There may be sales in the sync queue waiting to be processed.',
  PostAnyways: 'Post anyways',
  WaitForProcessing: 'Wait for processing',
} as const;
