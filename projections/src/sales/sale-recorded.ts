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

const documents = new WeakMap<RecordedEvent, string>();

/**
 * A batch of sales as the JSON document the projections send to PostgreSQL: [{"s": sale, "p": position}, …].
 * Each event's part is made once and kept with the event (the runner's projections share a batch's read).
 */
export function salesDocument(events: readonly RecordedEvent[]): string {
  return `[${events
    .map((e) => {
      let d = documents.get(e);
      if (d === undefined) {
        d = JSON.stringify({ s: saleRecorded(e), p: e.position });
        documents.set(e, d);
      }
      return d;
    })
    .join(',')}]`;
}
