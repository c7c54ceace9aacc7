import type { DepositsReport } from '@intermission/contracts';

/** A grid row: a show event, a day's total or the week's (pinned); money per tender keyed `T<id>`. */
export interface DepositsGridRow {
  kind: 'event' | 'day' | 'week';
  ShowEventId: number | null;
  Day: string | null;
  Label: string;
  Start: string | null;
  Tenders: Record<string, number>;
  PaymentAmount: number;
  TipAmount: number;
  PettyCashAmount: number;
  ComputedAmountToBePosted: number;
  /** null: unposted (a show event's). */
  PostedAmountToBePosted: number | null;
  Difference: number | null;
}

const cents = (v: number) => Math.round(v * 100);
const add = (values: number[]) => values.reduce((s, v) => s + cents(v), 0) / 100;

/**
 * The grid of the deposits report: per day its show events (payments per tender summed over their
 * sales locations, petty cash, the deposit computed and posted) then the day's total row (the
 * server's Days); the week's total is the server's Totals. Sums of 2-decimal figures in cents.
 */
export function depositsReportRows(r: DepositsReport): { rows: DepositsGridRow[]; week: DepositsGridRow } {
  const tenders = (list: { PaymentMethodId: number; PaymentAmount: number }[]) =>
    Object.fromEntries(r.PaymentMethods.map((m) => [`T${m.Id}`, add(list.filter((p) => p.PaymentMethodId === m.Id).map((p) => p.PaymentAmount))]));
  const rows: DepositsGridRow[] = [];
  for (const day of r.Days) {
    for (const e of r.ShowEvents.filter((x) => x.Day === day.Day)) {
      const paid = r.PaymentsSummary.filter((p) => p.ShowEventId === e.Id);
      const deposit = r.Deposits.find((d) => d.ShowEventId === e.Id);
      rows.push({
        kind: 'event',
        ShowEventId: e.Id,
        Day: e.Day,
        Label: e.Show,
        Start: e.Start,
        Tenders: tenders(paid),
        PaymentAmount: add(paid.map((p) => p.PaymentAmount)),
        TipAmount: add(paid.map((p) => p.TipAmount)),
        PettyCashAmount: add(r.PettyCashWithdrawalsWithShowEvents.filter((w) => w.ShowEventId === e.Id).map((w) => w.Amount)),
        ComputedAmountToBePosted: deposit?.Computed.AmountToBePosted ?? 0,
        PostedAmountToBePosted: deposit?.Posted?.AmountToBePosted ?? null,
        Difference: deposit?.Difference ?? null,
      });
    }
    rows.push(total('day', day));
  }
  return { rows, week: total('week', r.Totals) };
}

function total(kind: 'day' | 'week', t: DepositsReport['Totals']): DepositsGridRow {
  return {
    kind,
    ShowEventId: null,
    Day: t.Day,
    Label: kind === 'week' ? 'Week Total' : 'Day Total',
    Start: null,
    Tenders: Object.fromEntries(t.Tenders.map((x) => [`T${x.PaymentMethodId}`, x.PaymentAmount])),
    PaymentAmount: t.PaymentAmount,
    TipAmount: t.TipAmount,
    PettyCashAmount: t.PettyCashAmount,
    ComputedAmountToBePosted: t.ComputedAmountToBePosted,
    PostedAmountToBePosted: t.PostedAmountToBePosted,
    Difference: null,
  };
}
