import { MovementType } from '@intermission/contracts';
import { locationWithVenue } from './LocationSelect';
import { sideName } from './transferTypes';

describe('what the transfer list shows for a side without a location', () => {
  const row = (TypeId: number, FromName: string | null, ToName: string | null, CountAdjustment: 'Count (gain)' | 'Count (loss)' | null = null) => ({
    TypeId,
    FromName,
    ToName,
    CountAdjustment,
  });

  it('names the location when there is one', () => {
    expect(sideName(row(MovementType.Inventory, 'Harbor Point 12', 'Bar 1'), 'From')).toBe('Harbor Point 12');
    expect(sideName(row(MovementType.Inventory, 'Harbor Point 12', 'Bar 1'), 'To')).toBe('Bar 1');
  });

  it('says a count gains from the count and loses to it, an initialization comes from the opening count, wastage goes to waste', () => {
    expect(sideName(row(MovementType.GainLost, null, 'Bar 1', 'Count (gain)'), 'From')).toBe('Count (gain)');
    expect(sideName(row(MovementType.GainLost, null, 'Bar 1', 'Count (gain)'), 'To')).toBe('Bar 1');
    expect(sideName(row(MovementType.Initializing, null, 'Harbor Point 12'), 'From')).toBe('Opening count');
    expect(sideName(row(MovementType.Wastage, 'Bar 1', null), 'To')).toBe('Wasted');
  });

  it('names a count by the sign the API gives it: a loss recorded at its location (To) reads from the location to the loss (issue 39)', () => {
    // Every count is recorded with its location as To, a loss too: its sign, not its side, names it.
    const loss = row(MovementType.GainLost, null, 'Main Concession 3', 'Count (loss)');
    expect([sideName(loss, 'From'), sideName(loss, 'To')]).toEqual(['Main Concession 3', 'Count (loss)']);
    const gain = row(MovementType.GainLost, null, 'Main Concession 3', 'Count (gain)');
    expect([sideName(gain, 'From'), sideName(gain, 'To')]).toEqual(['Count (gain)', 'Main Concession 3']);
  });
});

describe('a chosen location reads with its venue', () => {
  it('adds the venue unless the name already holds it', () => {
    expect(locationWithVenue({ Name: 'Bar 1', VenueName: 'Harbor Point 12' })).toBe('Bar 1 · Harbor Point 12');
    expect(locationWithVenue({ Name: 'Harbor Point 12 Inventory Location', VenueName: 'Harbor Point 12' })).toBe('Harbor Point 12 Inventory Location');
  });
});
