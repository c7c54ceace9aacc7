import {
  CashboxAssignedV1,
  CashboxCountedV1,
  CashboxEndCountPostedV1,
  CashboxEventTypes,
  CashboxOverriddenV1,
  CashboxRetimedV1,
  CountSaleEventTypes,
  DepositEventTypes,
  DepositPostedV1,
  EventVoidedV1,
  InventoryCountedV1,
  LedgerEventTypes,
  OrderDeletedV1,
  OrderEditedV1,
  OrderEventTypes,
  OrderPostedV1,
  OrderReceivedV1,
  PettyCashEventTypes,
  PettyCashWithdrawalDeletedV1,
  PettyCashWithdrawalEditedV1,
  PettyCashWithdrawalExportedV1,
  PettyCashWithdrawnV1,
  StockEventTypes,
  StockMovedV1,
  SaleRecordedV1,
  SaleRecordedV2,
  upcastSaleRecordedV1,
} from '@intermission/contracts';
import { EventRegistry } from '@intermission/eventstore';

/** Every event type the application writes, with its zod schema per version (validated on append). */
export function applicationEventRegistry(): EventRegistry {
  return (
    new EventRegistry()
      .register(StockEventTypes.StockMoved, 1, StockMovedV1)
      .register(OrderEventTypes.OrderReceived, 1, OrderReceivedV1)
      .register(OrderEventTypes.OrderEdited, 1, OrderEditedV1)
      .register(OrderEventTypes.OrderPosted, 1, OrderPostedV1)
      .register(OrderEventTypes.OrderDeleted, 1, OrderDeletedV1)
      .register(CountSaleEventTypes.InventoryCounted, 1, InventoryCountedV1)
      .register(CountSaleEventTypes.SaleRecorded, 1, SaleRecordedV1)
      .register(CashboxEventTypes.CashboxCounted, 1, CashboxCountedV1)
      .register(CashboxEventTypes.CashboxOverridden, 1, CashboxOverriddenV1)
      .register(CashboxEventTypes.CashboxRetimed, 1, CashboxRetimedV1)
      .register(CashboxEventTypes.CashboxAssigned, 1, CashboxAssignedV1)
      .register(CashboxEventTypes.CashboxEndCountPosted, 1, CashboxEndCountPostedV1)
      .register(PettyCashEventTypes.PettyCashWithdrawn, 1, PettyCashWithdrawnV1)
      .register(PettyCashEventTypes.PettyCashWithdrawalEdited, 1, PettyCashWithdrawalEditedV1)
      .register(PettyCashEventTypes.PettyCashWithdrawalDeleted, 1, PettyCashWithdrawalDeletedV1)
      // Appended by the accounting exports (a later issue); from then on the withdrawal cannot be deleted.
      .register(PettyCashEventTypes.PettyCashWithdrawalExported, 1, PettyCashWithdrawalExportedV1)
      // Appended by `npm run ledger:void` (scripts/ledger-void.js), honoured by every projection.
      .register(LedgerEventTypes.EventVoided, 1, EventVoidedV1)
      // Sales v2 (docs/sales.md): the sale's money and payments; stored v1 sales read as v2 through the upcaster.
      .register(CountSaleEventTypes.SaleRecorded, 2, SaleRecordedV2, upcastSaleRecordedV1)
      .register(DepositEventTypes.DepositPosted, 1, DepositPostedV1)
  );
}
