import { HttpException } from '@nestjs/common';
import {
  type CashboxRejection,
  type DepositRejection,
  type MovementRejection,
  type OrderRejection,
  type Rejected,
  type SaleRejection,
  type WithdrawalRejection,
  assertUnreachable,
} from '@intermission/domain';
import { ModelStateException } from '../common/http/api-errors';

/** Every code a ledger decision can fail with (libs/domain's closed lists). */
export type LedgerRejection = MovementRejection | OrderRejection | SaleRejection | CashboxRejection | WithdrawalRejection | DepositRejection;

/** The one mapping from a ledger failure to its status: a code added in libs/domain and missed here fails to compile. */
export function rejectionStatus(code: LedgerRejection): 400 | 403 | 404 | 409 {
  switch (code) {
    case 'NegativeQuantity':
    case 'NothingToMove':
    case 'GoodNotMovable':
    case 'LocationRequired':
    case 'SameLocation':
    case 'WasteReasonRequired':
    case 'NothingToReconcile':
    case 'CountedTwice':
    case 'UntrackedGood':
    case 'NegativeAmount':
    case 'GoodTwice':
    case 'NothingToReceive':
    case 'OrderDeleted':
    case 'OrderPosted':
    case 'OrderNotPosted':
    case 'VersionRequired':
    case 'NotAVenueLocation':
    case 'NotAVendor':
    case 'PosUserNotFound':
    case 'StationNotFound':
    case 'InvalidSale':
    case 'SalesLocationNotFound':
    case 'KitNotFound':
    case 'AmountTooLarge':
    case 'CashboxStationNotFound':
    case 'CashboxShowEventNotFound':
    case 'CashboxWrongTheatre':
    case 'CashboxInvalidCount':
    case 'CashboxTotalMismatch':
    case 'CashboxAmountOutOfRange':
    case 'CashboxNotAnEndLog':
    case 'CashboxUnassigned':
    case 'CashboxMissingStart':
    case 'CashboxLocked':
    case 'NotAShowEvent':
    case 'ShowEventOfAnotherTheatre':
    case 'NotAPettyCashReason':
    case 'AmountNotPositive':
    case 'DepositPosted':
    case 'DepositNotEnded':
    case 'SalePaymentsDoNotBalance':
    case 'DiscountMismatch':
    case 'SaleShowEventNotFound':
    case 'SaleDateRequired':
    case 'NoMenu':
    case 'KitNotOnMenu':
    case 'NoValidLine':
    case 'VoucherDoesNotBalance':
    case 'NegativeInventory':
    case 'DuplicateOrNegativeSale':
    case 'VoucherNotFound':
    case 'WithdrawalExported': // document 1 §8: "… cannot be deleted because it was already included on an export"
      // CashboxLocked is not 409: the web opens its concurrency dialog on a 409 (§4); a locked show event is a rule, not a race.
      return 400;
    case 'LocationForbidden':
    case 'SaleForbidden':
    case 'MayNotDeletePosted':
    case 'CashboxStationForbidden':
      return 403;
    case 'LocationNotFound':
    case 'DestinationNotFound':
    case 'OrderNotFound':
    case 'CashboxNotFound':
    case 'WithdrawalNotFound':
    case 'DepositShowEventNotFound':
      return 404;
    case 'GuidNamesAnotherMovement':
    case 'SaleIdTaken':
    case 'CashboxGuidTaken':
    case 'CashboxVersionStale':
    case 'WithdrawalStale':
    case 'DepositAlreadyPosted':
    case 'DepositFiguresChanged':
      return 409;
    default:
      return assertUnreachable(code);
  }
}

/** The exception a handler throws for a refused decision: { Message }, or ModelState when it names a field. */
export function rejectionException(r: Rejected<LedgerRejection>): HttpException {
  const e = r.field !== undefined ? new ModelStateException({ [r.field]: [r.message] }) : new HttpException({ Message: r.message }, rejectionStatus(r.code));
  codes.set(e, r.code);
  return e;
}

// The code of each exception made above, for the stations' sync, which answers it per item.
const codes = new WeakMap<object, LedgerRejection>();

/** The ledger code an exception of rejectionException carries (undefined for any other error). */
export const rejectionCode = (e: unknown): LedgerRejection | undefined => (typeof e === 'object' && e !== null ? codes.get(e) : undefined);
