import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import type { ColDef } from 'ag-grid-community';
import type { ReactNode } from 'react';
import type { AgDataGridComponent } from './agDataGridChunk';
import { DataGrid, type DataGridProps } from './DataGrid';

jest.mock('./agDataGridChunk', () => ({ loadAgDataGrid: jest.fn(), loadedAgDataGrid: jest.fn(() => undefined) }));
const chunk = jest.requireMock<{ loadAgDataGrid: jest.Mock; loadedAgDataGrid: jest.Mock }>('./agDataGridChunk');

// Mantine asks the window for its color scheme.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;

interface Row {
  Name: string;
}
const columns: ColDef<Row>[] = [{ field: 'Name', headerName: 'Name' }];
/** Stands in for AG Grid: its rows' names. */
const FakeAgGrid = (({ rows }: DataGridProps<Row>) => <div data-testid="ag-grid">{rows?.map((r) => r.Name).join(', ')}</div>) as AgDataGridComponent;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const view = (grid: ReactNode) => <MantineProvider>{grid}</MantineProvider>;

describe('DataGrid: the first rows of a list before AG Grid (issue 17)', () => {
  beforeEach(() => chunk.loadAgDataGrid.mockReset());

  it('asks for AG Grid only once the first rows of a paged list are on screen, then shows the grid', async () => {
    const arrival = deferred<AgDataGridComponent>();
    chunk.loadAgDataGrid.mockReturnValue(arrival.promise);
    const { rerender } = render(view(<DataGrid<Row> label="Clients" rows={[]} loading columns={columns} />));
    expect(chunk.loadAgDataGrid).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Clients' }).getAttribute('aria-busy')).toBe('true');

    rerender(view(<DataGrid<Row> label="Clients" rows={[{ Name: 'Lakeside Theatres' }]} loading={false} columns={columns} />));
    expect(screen.getByRole('cell', { name: 'Lakeside Theatres' })).toBeTruthy();
    expect(chunk.loadAgDataGrid).toHaveBeenCalledTimes(1);

    await act(async () => arrival.resolve(FakeAgGrid));
    expect(screen.getByTestId('ag-grid').textContent).toBe('Lakeside Theatres');
    expect(screen.queryByRole('cell')).toBeNull();
    expect(screen.getByRole('region', { name: 'Clients' }).getAttribute('aria-busy')).toBe('false');
  });

  it('asks for AG Grid at once for a grid it cannot show as plain rows (editing, selection, totals, paged rows)', async () => {
    chunk.loadAgDataGrid.mockResolvedValue(FakeAgGrid);
    render(view(<DataGrid<Row> label="Prices" rows={[]} loading columns={columns} options={{ singleClickEdit: true }} />));
    expect(chunk.loadAgDataGrid).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('ag-grid')).toBeTruthy();
  });

  it('says so when AG Grid could not be loaded', async () => {
    chunk.loadAgDataGrid.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    render(view(<DataGrid<Row> label="Clients" rows={[{ Name: 'Lakeside Theatres' }]} columns={columns} />));
    expect(await screen.findByText('This table could not be loaded. Reload the page to try again.')).toBeTruthy();
  });
});
