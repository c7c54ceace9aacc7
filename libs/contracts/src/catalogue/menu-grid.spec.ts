import { type GridItem, fits, moveItem, occupantOf, placeKit, removeItem, rowsFor, toggleDouble } from './menu-grid';
import { MenuSaveSchema } from './menu.schemas';

const drinks = 7;

describe('the menu grid', () => {
  it('places kits in empty cells of 4 a row and refuses a taken cell or a fifth column', () => {
    let items: GridItem[] = placeKit([], 1, drinks, 0, 0)!;
    items = placeKit(items, 2, drinks, 0, 3)!;
    expect(items).toHaveLength(2);
    expect(items[0]!.Color).toBe('D0D2D3');
    expect(placeKit(items, 3, drinks, 0, 0)).toBeNull();
    expect(placeKit(items, 3, drinks, 0, 4)).toBeNull();
    // The same cell of another category is free.
    expect(placeKit(items, 3, drinks + 1, 0, 0)).toHaveLength(3);
    expect(rowsFor(items, drinks)).toBe(2);
    expect(rowsFor(items, 99)).toBe(1);
  });

  it('a double-width item covers two cells, and cannot start in the last column or over a neighbour', () => {
    let items: GridItem[] = placeKit([], 1, drinks, 0, 1)!;
    items = placeKit(items, 2, drinks, 0, 3)!;
    items = toggleDouble(items, 0)!;
    expect(occupantOf(items, drinks, 0, 2)).toBe(0);
    expect(placeKit(items, 3, drinks, 0, 2)).toBeNull();
    // Kit 2 in the last column cannot widen.
    expect(toggleDouble(items, 1)).toBeNull();
    // Moving the double item onto column 2 would cover kit 2's cell.
    expect(moveItem(items, 0, 0, 2)).toBeNull();
    const moved = moveItem(items, 0, 1, 0)!;
    expect(moved[0]).toMatchObject({ GridRow: 1, GridCol: 0, IsDouble: true });
    expect(occupantOf(moved, drinks, 0, 1)).toBe(-1);
    expect(removeItem(moved, 0)).toEqual([moved[1]]);
    expect(fits(moved, { ...moved[0]!, GridCol: 3 }, 0)).toBe(false);
  });

  it('the server refuses what the editor refuses: overlapping cells and a double item in the last column', () => {
    const base = {
      Name: 'Lobby',
      MenuKits: [
        { KitId: 1, Price: '5.00' },
        { KitId: 2, Price: '3.00' },
      ],
      MenuCategories: [{ CategoryId: drinks, Rank: 0 }],
    };
    const overlap = MenuSaveSchema.safeParse({
      ...base,
      MenuKitAssociations: [
        { KitId: 1, CategoryId: drinks, GridRow: 0, GridCol: 0, IsDouble: true },
        { KitId: 2, CategoryId: drinks, GridRow: 0, GridCol: 1 },
      ],
    });
    expect(overlap.success).toBe(false);
    const lastColumn = MenuSaveSchema.safeParse({ ...base, MenuKitAssociations: [{ KitId: 1, CategoryId: drinks, GridRow: 0, GridCol: 3, IsDouble: true }] });
    expect(lastColumn.success).toBe(false);
    const fine = MenuSaveSchema.safeParse({ ...base, MenuKitAssociations: [{ KitId: 1, CategoryId: drinks, GridRow: 0, GridCol: 2, IsDouble: true }] });
    expect(fine.success).toBe(true);
  });
});
