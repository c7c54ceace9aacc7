import { Box, Button, Checkbox, ColorInput, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, type ReactElement, useRef, useState } from 'react';
import { type GridItem, MenuGrid, moveItem, occupantOf, placeKit, removeItem, rowsFor, toggleDouble } from '@intermission/contracts';
import { notifyError } from '../ui/notify';
import { fromHex, toHex } from './MenuCategoriesEditor';
import type { MenuDraft } from './menuDraft';

type Picked = { kitId: number } | { index: number } | null;

interface Props {
  draft: MenuDraft;
  categoryId: number;
  readOnly: boolean;
  onChange: (items: GridItem[]) => void;
}

const NoRoom = 'There is no room for that item there';
/** A kit appears once in a category (the spec gives no text for this refusal). */
export const alreadyInCategory = (kit: string) => `${kit} is already in this category. A kit appears once in a category: move the placed item instead.`;

/**
 * One category's grid: 4 cells a row. Kits go in by drag and drop from the list, or by keyboard:
 * Enter on a kit picks it, arrows move between cells, Enter places it (or picks up / drops a placed
 * item), D toggles double width, Delete takes an item off, Escape lets go.
 */
export function MenuGridBoard({ draft, categoryId, readOnly, onChange }: Props) {
  const items = draft.MenuKitAssociations;
  const [picked, setPicked] = useState<Picked>(null);
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const [selected, setSelected] = useState<number | null>(null);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const rows = rowsFor(items, categoryId);
  const nameOf = (kitId: number) => draft.MenuKits.find((k) => k.KitId === kitId)?.Name ?? `Kit ${kitId}`;
  const placedHere = new Set(items.filter((i) => i.CategoryId === categoryId).map((i) => i.KitId));

  const apply = (next: GridItem[] | null, then?: () => void) => {
    if (!next) return notifyError(NoRoom);
    onChange(next);
    then?.();
  };
  const dropAt = (what: Picked, row: number, col: number) => {
    if (!what || readOnly) return;
    if ('kitId' in what) {
      if (placedHere.has(what.kitId)) return (setPicked(null), notifyError(alreadyInCategory(nameOf(what.kitId))));
      apply(placeKit(items, what.kitId, categoryId, row, col), () => (setPicked(null), setSelected(items.length)));
    } else apply(moveItem(items, what.index, row, col), () => (setPicked(null), setSelected(what.index)));
  };
  const focusCell = (row: number, col: number) => {
    const r = Math.max(0, Math.min(rows - 1, row));
    let c = Math.max(0, Math.min(MenuGrid.Columns - 1, col));
    // The second cell of a double item is the item's own cell.
    const at = occupantOf(items, categoryId, r, c);
    if (at >= 0) c = items[at]!.GridCol;
    setFocus({ row: r, col: c });
    cells.current.get(`${r}:${c}`)?.focus();
  };

  const onCellKey = (e: KeyboardEvent, row: number, col: number) => {
    const at = occupantOf(items, categoryId, row, col);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, at >= 0 && items[at]!.IsDouble ? 2 : 1],
    };
    if (moves[e.key]) {
      e.preventDefault();
      return focusCell(row + moves[e.key]![0], col + moves[e.key]![1]);
    }
    if (e.key === 'Escape') return setPicked(null);
    if (readOnly) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (picked && (at === -1 || ('index' in picked && picked.index === at))) return dropAt(picked, row, col);
      if (at >= 0) return (setPicked({ index: at }), setSelected(at));
      return;
    }
    if (at < 0) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      setSelected(null);
      setPicked(null);
      return onChange(removeItem(items, at));
    }
    if (e.key === 'd' || e.key === 'D') return apply(toggleDouble(items, at));
  };

  const grid: ReactElement[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < MenuGrid.Columns; col++) {
      const at = occupantOf(items, categoryId, row, col);
      const item = at >= 0 ? items[at]! : null;
      if (item && item.GridCol !== col) continue;
      const label = item ? nameOf(item.KitId) : 'empty';
      grid.push(
        <Box
          key={`${row}:${col}`}
          ref={(el: HTMLDivElement | null) => void (el ? cells.current.set(`${row}:${col}`, el) : cells.current.delete(`${row}:${col}`))}
          role="gridcell"
          aria-label={`Row ${row + 1}, column ${col + 1}: ${label}${item?.IsDouble ? ' (double width)' : ''}`}
          aria-selected={item !== null && selected === at}
          tabIndex={focus.row === row && focus.col === col ? 0 : -1}
          onFocus={() => setFocus({ row, col })}
          onKeyDown={(e) => onCellKey(e, row, col)}
          onClick={() => (picked && !item ? dropAt(picked, row, col) : item ? setSelected(at) : undefined)}
          draggable={!!item && !readOnly}
          onDragStart={(e) => e.dataTransfer.setData('text/plain', `item:${at}`)}
          onDragOver={(e) => !readOnly && e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            const [kind, n] = e.dataTransfer.getData('text/plain').split(':');
            dropAt(kind === 'kit' ? { kitId: Number(n) } : kind === 'item' ? { index: Number(n) } : null, row, col);
          }}
          style={{
            gridColumn: item?.IsDouble ? 'span 2' : undefined,
            minHeight: 56,
            borderRadius: 6,
            padding: 8,
            border: selected === at && item ? '2px solid var(--mantine-color-blue-6)' : '1px dashed var(--mantine-color-gray-4)',
            background: item ? toHex(item.Color) : undefined,
            outlineOffset: 2,
            cursor: readOnly ? 'default' : 'pointer',
          }}
        >
          {item && (
            <Text size="sm" fw={500}>
              {label}
            </Text>
          )}
        </Box>,
      );
    }
  }

  const current = selected !== null && items[selected]?.CategoryId === categoryId ? items[selected]! : null;
  return (
    <Group align="flex-start" wrap="nowrap">
      <Paper withBorder p="sm" w={240} aria-label="Kits to place">
        <Text fw={600} mb="xs">
          Kits
        </Text>
        <Stack gap={4}>
          {draft.MenuKits.map((k) => {
            const isPicked = !!picked && 'kitId' in picked && picked.kitId === k.KitId;
            return (
              <UnstyledButton
                key={k.KitId}
                // A kit already in this category stays draggable (dimmed), so a drop says why it is refused.
                draggable={!readOnly}
                onDragStart={(e) => e.dataTransfer.setData('text/plain', `kit:${k.KitId}`)}
                disabled={readOnly}
                aria-disabled={placedHere.has(k.KitId) || undefined}
                aria-pressed={isPicked}
                onClick={() =>
                  placedHere.has(k.KitId)
                    ? notifyError(alreadyInCategory(k.Name))
                    : (setPicked(isPicked ? null : { kitId: k.KitId }), focusCell(focus.row, focus.col))
                }
                style={{
                  padding: '4px 8px',
                  borderRadius: 4,
                  opacity: placedHere.has(k.KitId) ? 0.45 : 1,
                  background: isPicked ? 'var(--mantine-color-blue-1)' : 'var(--mantine-color-gray-1)',
                }}
              >
                {k.Name}
              </UnstyledButton>
            );
          })}
          {draft.MenuKits.length === 0 && <Text c="dimmed">Add kits to the menu first.</Text>}
        </Stack>
      </Paper>
      <Stack style={{ flex: 1 }}>
        <Box role="grid" aria-label="Menu grid" style={{ display: 'grid', gridTemplateColumns: `repeat(${MenuGrid.Columns}, minmax(0, 1fr))`, gap: 8 }}>
          {grid}
        </Box>
        <Text size="xs" c="dimmed">
          Drag a kit onto a cell, or pick it with Enter and place it with the arrow keys and Enter. On a placed item: Enter picks it up, D toggles double width,
          Delete takes it off, Escape lets go.
        </Text>
        {current && !readOnly && (
          <Paper withBorder p="sm" aria-label="Selected item">
            <Group>
              <Text fw={600}>{nameOf(current.KitId)}</Text>
              <Checkbox label="Double width" checked={current.IsDouble} onChange={() => apply(toggleDouble(items, selected!))} />
              <ColorInput
                aria-label="Item colour"
                format="hex"
                w={160}
                value={toHex(current.Color)}
                onChange={(v) => /^#[0-9a-fA-F]{6}$/.test(v) && onChange(items.map((i, n) => (n === selected ? { ...i, Color: fromHex(v) } : i)))}
              />
              <Button variant="subtle" color="red" onClick={() => (onChange(removeItem(items, selected!)), setSelected(null))}>
                Take off the grid
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </Group>
  );
}
