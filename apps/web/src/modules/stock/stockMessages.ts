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
} as const;
