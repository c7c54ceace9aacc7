import { type DepositCount, depositFigures, depositFiguresInCents, depositFiguresInDecimals } from './deposit-figures';
import { decidePostDeposit } from './deposit-decider';

const zero = {
  VisaMastercardSettlement: '0',
  AmexSettlement: '0',
  OtherSettlement: '0',
  PreorderSettlement: '0',
  VisaMastercardTipTotal: '0',
  AmexTipTotal: '0',
  OtherCreditCardTipTotal: '0',
  PreorderTipTotal: '0',
};
let id = 0;
const log = (StationId: number, LogTypeId: 1 | 2, TimestampUtc: string, Total: string, figures: Partial<typeof zero> = {}): DepositCount => ({
  Id: ++id,
  StationId,
  LogTypeId,
  TimestampUtc,
  Total,
  ...zero,
  ...figures,
});

describe('depositFigures', () => {
  it('adds the tenders as docs/deposits.md says, every figure by hand', () => {
    const figures = depositFigures({
      sales: [
        // Cash 120.00 + 35.50 − 12.25 (a refund) = 143.25
        { PaymentMethodId: 1, Total: '120.00' },
        { PaymentMethodId: 1, Total: '35.50' },
        { PaymentMethodId: 1, Total: '-12.25' },
        { PaymentMethodId: 2, Total: '80.00' },
        { PaymentMethodId: 3, Total: '40.10' },
        { PaymentMethodId: 5, Total: '15.00' },
        { PaymentMethodId: 6, Total: '22.40' },
        // The discount (7) is no tender: left out.
        { PaymentMethodId: 7, Total: '9.99' },
        { PaymentMethodId: 8, Total: '30.00' },
      ],
      counts: [
        // Station 1: start 200.00; an earlier end 300.00 superseded by the later end 345.75 → 145.75;
        // settlements of its latest end: Visa 81.00 (tip 6.00), Preorder 30.00 (tip 1.50).
        log(1, 1, '2026-11-20T17:30:00Z', '200.00'),
        log(1, 2, '2026-11-20T21:00:00Z', '300.00', { VisaMastercardSettlement: '999' }),
        log(1, 2, '2026-11-20T21:10:00Z', '345.75', {
          VisaMastercardSettlement: '81.00',
          VisaMastercardTipTotal: '6.00',
          PreorderSettlement: '30',
          PreorderTipTotal: '1.50',
        }),
        // Station 2: start 150.00, end 147.50 → −2.50; Amex 40.10 (tip 4.00), Other 12.34 (tip 0.66).
        log(2, 1, '2026-11-20T17:30:00Z', '150.00'),
        log(2, 2, '2026-11-20T21:05:00Z', '147.50', {
          AmexSettlement: '40.10',
          AmexTipTotal: '4.00',
          OtherSettlement: '12.34',
          OtherCreditCardTipTotal: '0.66',
        }),
        // Station 3: a start and no end adds nothing.
        log(3, 1, '2026-11-20T17:30:00Z', '500.00'),
        // Station 4: an end and no start counts its start as 0 → 20.00.
        log(4, 2, '2026-11-20T21:00:00Z', '20.00'),
      ],
      pettyCash: ['10.00', '5.25'],
    });
    // Cash 145.75 − 2.50 + 20.00 = 163.25
    // Amount = 163.25 + 81.00 + 40.10 + 12.34 + 15.00 + 22.40 + 30.00 = 364.09
    // TipTotal = 6.00 + 4.00 + 0.66 + 1.50 = 12.16; PettyCash = 15.25
    // AmountToBePosted = 364.09 − 15.25 − 12.16 = 336.68
    expect(figures).toEqual({
      Amount: '364.09',
      PettyCashAmount: '15.25',
      TipTotal: '12.16',
      AmountToBePosted: '336.68',
      Details: [
        { PaymentMethodId: 1, SalesAmount: '143.25', Amount: '163.25', TipAmount: '0.00' },
        { PaymentMethodId: 2, SalesAmount: '80.00', Amount: '81.00', TipAmount: '6.00' },
        { PaymentMethodId: 3, SalesAmount: '40.10', Amount: '40.10', TipAmount: '4.00' },
        { PaymentMethodId: 4, SalesAmount: '0.00', Amount: '12.34', TipAmount: '0.66' },
        { PaymentMethodId: 5, SalesAmount: '15.00', Amount: '15.00', TipAmount: '0.00' },
        { PaymentMethodId: 6, SalesAmount: '22.40', Amount: '22.40', TipAmount: '0.00' },
        { PaymentMethodId: 8, SalesAmount: '30.00', Amount: '30.00', TipAmount: '1.50' },
      ],
    });
  });

  it('answers zeros for a show event with nothing, and keeps the sign of a negative deposit', () => {
    expect(depositFigures({ sales: [], counts: [], pettyCash: [] })).toMatchObject({ Amount: '0.00', AmountToBePosted: '0.00', TipTotal: '0.00' });
    // Cash 100.00 − 100.00 = 0; petty cash 20.005 rounds half up to 20.01 → −20.01.
    const f = depositFigures({
      sales: [],
      counts: [log(9, 1, '2026-11-20T17:00:00Z', '100'), log(9, 2, '2026-11-20T22:00:00Z', '100')],
      pettyCash: ['20.005'],
    });
    expect(f).toMatchObject({ Amount: '0.00', PettyCashAmount: '20.01', AmountToBePosted: '-20.01' });
    // A voucher refund larger than its sales: −0.005 rounds (half up, on the absolute value) to −0.01.
    expect(depositFigures({ sales: [{ PaymentMethodId: 5, Total: '-0.005' }], counts: [], pettyCash: [] }).Details[4]).toEqual({
      PaymentMethodId: 5,
      SalesAmount: '-0.01',
      Amount: '-0.01',
      TipAmount: '0.00',
    });
  });
});

describe('decidePostDeposit', () => {
  const figures = depositFigures({ sales: [{ PaymentMethodId: 5, Total: '10' }], counts: [], pettyCash: [] });
  const showEvent = { Id: 4, TheatreId: 2, VenueId: 1, End: new Date('2026-11-20T21:00:00Z') };
  const base = { showEvent, posted: false, now: new Date('2026-11-20T22:00:00Z'), figures, expected: '10', userId: 7, readAt: '5:9' };

  it.each([
    { title: 'an unknown show event', change: { showEvent: null }, code: 'DepositShowEventNotFound' },
    { title: 'a posted deposit', change: { posted: true }, code: 'DepositAlreadyPosted' },
    { title: 'a show event not yet ended', change: { now: new Date('2026-11-20T20:59:59Z') }, code: 'DepositNotEnded' },
    { title: 'other figures than the screen showed', change: { expected: '10.01' }, code: 'DepositFiguresChanged' },
  ])('refuses $title', ({ change, code }) => {
    expect(decidePostDeposit({ ...base, ...change })).toMatchObject({ ok: false, code });
  });

  it('posts the figures with the position they were read at (10 equals 10.00)', () => {
    expect(decidePostDeposit(base)).toEqual({
      ok: true,
      value: {
        ShowEventId: 4,
        TheatreId: 2,
        VenueId: 1,
        ...figures,
        ReadAtPosition: '5:9',
        UserId: 7,
        At: '2026-11-20T22:00:00.000Z',
      },
    });
  });
});

describe('depositFigures in cents', () => {
  // A seeded generator: the same 2,000 show events every run.
  let seed = 2026;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const figure = (fine: boolean) => {
    const places = fine && random() < 0.2 ? 4 : 2;
    const value = (random() - 0.2) * 10 ** (1 + Math.floor(random() * 5));
    return value.toFixed(places);
  };
  const facts = (fine: boolean) => {
    const counts: DepositCount[] = [];
    for (let station = 1; station <= 1 + Math.floor(random() * 4); station++) {
      const settled = () => Object.fromEntries(Object.keys(zero).map((k) => [k, figure(fine)])) as typeof zero;
      if (random() < 0.9) counts.push(log(station, 1, '2026-11-20T18:00:00Z', figure(fine), settled()));
      if (random() < 0.8) counts.push(log(station, 2, '2026-11-20T23:00:00Z', figure(fine), settled()));
    }
    return {
      sales: Array.from({ length: Math.floor(random() * 9) }, () => ({
        PaymentMethodId: [1, 2, 3, 4, 5, 6, 8][Math.floor(random() * 7)]!,
        Total: figure(fine),
      })),
      counts,
      pettyCash: Array.from({ length: Math.floor(random() * 3) }, () => figure(fine)),
    };
  };

  it('equals the decimal.js figures on 2,000 random show events whose facts are exact to the cent', () => {
    for (let i = 0; i < 2000; i++) {
      const f = facts(false);
      expect(depositFiguresInCents(f)).toEqual(depositFiguresInDecimals(f));
    }
  });

  it('leaves facts finer than a cent to decimal.js (and depositFigures answers its figures)', () => {
    let finer = 0;
    for (let i = 0; i < 2000; i++) {
      const f = facts(true);
      const cents = depositFiguresInCents(f);
      if (cents === null) finer++;
      else expect(cents).toEqual(depositFiguresInDecimals(f));
      expect(depositFigures(f)).toEqual(depositFiguresInDecimals(f));
    }
    expect(finer).toBeGreaterThan(100);
  });
});
