import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ColDef } from 'ag-grid-community';
import { GridPreview } from './GridPreview';

interface Row {
  Name: string;
  Venue: { Name: string };
  Price: string;
  Archived: boolean;
}

const rows: Row[] = [
  { Name: 'Popcorn', Venue: { Name: 'Lakeside' }, Price: '5.5', Archived: false },
  { Name: 'Soda', Venue: { Name: 'Northwind' }, Price: '3', Archived: true },
];
const columns: ColDef<Row>[] = [
  { field: 'Name', headerName: 'Name' },
  { field: 'Venue.Name', headerName: 'Venue' },
  { field: 'Price', headerName: 'Price', type: 'rightAligned', valueFormatter: (p) => `$${Number(p.value).toFixed(2)}` },
  { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Inactive' : 'Active') },
  { headerName: 'Open', cellRenderer: () => 'a link' },
  { headerName: 'Broken', valueGetter: (p) => p.api.getDisplayedRowCount() },
  { field: 'Archived', headerName: 'Hidden', hide: true },
];

describe('GridPreview (the first rows before AG Grid arrives)', () => {
  it('shows each shown column by its header and each row as the grid would format it', () => {
    render(<GridPreview rows={rows} columns={columns} />);
    const [header, ...body] = screen.getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Venue', 'Price', 'Status', 'Open', 'Broken']);
    // A renderer's column stays empty until the grid draws it; a getter that needs the grid gives nothing.
    expect(
      body.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Popcorn', 'Lakeside', '$5.50', 'Active', '', ''],
      ['Soda', 'Northwind', '$3.00', 'Inactive', '', ''],
    ]);
  });

  it('opens a row on a click or Enter, as the grid does', () => {
    const open = jest.fn();
    render(<GridPreview rows={rows} columns={columns} onRowClick={open} />);
    fireEvent.click(screen.getByText('Soda'));
    fireEvent.keyDown(screen.getByText('Popcorn').parentElement!, { key: 'Enter' });
    expect(open.mock.calls.map(([r]) => (r as Row).Name)).toEqual(['Soda', 'Popcorn']);
  });
});
