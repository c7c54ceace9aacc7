import { MovementType } from '@intermission/contracts';
import { locationWithVenue } from './LocationSelect';
import { sideName } from './transferTypes';

describe('what the transfer list shows for a side without a location', () => {
  const row = (TypeId: number, FromName: string | null, ToName: string | null) => ({ TypeId, FromName, ToName });

  it('names the location when there is one', () => {
    expect(sideName(row(MovementType.Inventory, 'Harbor Point 12', 'Bar 1'), 'From')).toBe('Harbor Point 12');
    expect(sideName(row(MovementType.Inventory, 'Harbor Point 12', 'Bar 1'), 'To')).toBe('Bar 1');
  });

  it('says a count gains from the count and loses to it, an initialization comes from the opening count, wastage goes to waste', () => {
    expect(sideName(row(MovementType.GainLost, null, 'Bar 1'), 'From')).toBe('Count (gain)');
    expect(sideName(row(MovementType.GainLost, 'Bar 1', null), 'To')).toBe('Count (loss)');
    expect(sideName(row(MovementType.Initializing, null, 'Harbor Point 12'), 'From')).toBe('Opening count');
    expect(sideName(row(MovementType.Wastage, 'Bar 1', null), 'To')).toBe('Wasted');
  });
});

describe('a chosen location reads with its venue', () => {
  it('adds the venue unless the name already holds it', () => {
    expect(locationWithVenue({ Name: 'Bar 1', VenueName: 'Harbor Point 12' })).toBe('Bar 1 · Harbor Point 12');
    expect(locationWithVenue({ Name: 'Harbor Point 12 Inventory Location', VenueName: 'Harbor Point 12' })).toBe('Harbor Point 12 Inventory Location');
  });
});
