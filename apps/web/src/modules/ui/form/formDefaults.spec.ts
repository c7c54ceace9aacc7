import { formDefaults } from './formDefaults';

describe('formDefaults', () => {
  const empty = { Id: 0, Name: '', Code: '' as string | null, ManagerId: null as number | null, Version: 0 };

  it('gives the empty values for a new record', () => {
    expect(formDefaults(empty)).toEqual(empty);
  });

  it("takes the loaded record's values, keeping the empty value where the record holds null, and nothing else of it", () => {
    const venue = { Id: 5, Name: 'Harbor Point 12', Code: null, ManagerId: 7, Version: 3, ClientName: 'Northwind' };
    expect(formDefaults(empty, venue)).toEqual({ Id: 5, Name: 'Harbor Point 12', Code: '', ManagerId: 7, Version: 3 });
  });
});
