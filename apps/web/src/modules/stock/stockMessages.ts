import { isRefusal } from '../ui/showApiError';

/** The inventory messages of document 3 §8, quoted exactly. */
export const StockMessages = {
  TransferCreated: 'Transfer Created Successfully',
  TransferFailed: 'Transfer Creation Failed',
  WastageUpdated: 'Wastage Updated Successfully',
  WastageFailed: 'Wastage Update Failed',
  SetInventory: 'Set Inventory Successfully!',
  SetInventoryFailed: 'Set Inventory Failed!',
  Initialized: 'Initialized Inventory Successfully!',
  InitializeFailed: 'Initializing Inventory Failed!',
  LeavePrompt: 'Are you sure you want to leave this page? You may have unsaved changes.',
  NotANumber: 'Enter a number of 0 or more',
  ChooseReason: 'Choose a waste reason',
  ChooseFrom: 'Choose the location to transfer from',
  ChooseTo: 'Choose the location to transfer to',
  ChooseCounted: 'Choose the location that was counted',
  ChooseInitialized: 'Choose the location to initialize',
  ChooseWasted: 'Choose the location where the goods were wasted',
} as const;

/**
 * When a refused push shows the server's own message (showApiError's `ownMessageOn`): a refusal
 * ('Nothing to Transfer', 'You cannot move stock at this location', …) and the 503 of a ledger
 * paused pending recovery (docs/operations.md).
 */
export const movementRefusal = (status: number) => isRefusal(status) || status === 503;
