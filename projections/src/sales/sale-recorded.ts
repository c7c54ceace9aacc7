import { type SaleRecordedData, upcastSaleRecordedV1 } from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';

/**
 * A SaleRecorded event's data as v2. A store built with the application's registry has already
 * upcast it; one without (the replay script, the projection specs) hands the stored v1 data with
 * schemaVersion 1, upcast here the same way, so every reader sees the same sale.
 */
export function saleRecorded(e: RecordedEvent): SaleRecordedData {
  return e.schemaVersion >= 2 ? (e.data as SaleRecordedData) : upcastSaleRecordedV1(e.data);
}
