import { depositOf } from './api';
import { depositInfoPath, venuesOf } from './depositVenues';

describe('the deposits screens', () => {
  it('offer each venue of the theatres once, by name, with its zone', () => {
    const t = (Id: number, VenueId: number, VenueName: string) => ({ Id, Name: `T${Id}`, VenueId, VenueName, TimeZone: `Zone/${VenueId}` });
    expect(venuesOf([t(1, 2, 'Elm'), t(2, 1, 'Alder'), t(3, 2, 'Elm')])).toEqual([
      { Id: 1, Name: 'Alder', TimeZone: 'Zone/1' },
      { Id: 2, Name: 'Elm', TimeZone: 'Zone/2' },
    ]);
  });

  it('open a row on /deposits/info?id&showEventId&fromDate&toDate', () => {
    expect(depositInfoPath({ Id: 0, ShowEventId: 42 }, '2026-11-19', '2026-11-26')).toBe(
      '/deposits/info?id=0&showEventId=42&fromDate=2026-11-19&toDate=2026-11-26',
    );
  });

  it('read the posted deposit out of the answer of PUT deposits/ (or a 409 Current), and nothing else', () => {
    const deposit = { Id: 7, ShowEventId: 42, AmountToBePosted: 20 };
    expect(depositOf({ ...deposit, Message: 'Posted Successfully' })).toMatchObject(deposit);
    expect(depositOf({ Deposit: deposit })).toEqual(deposit);
    expect(depositOf({ Message: 'Already posted' })).toBeNull();
    expect(depositOf(null)).toBeNull();
  });
});
