import { Alert, Button, Group, Loader, SegmentedControl, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MenuMessages } from '@intermission/contracts';
import { useMenuQuery, useSaveMenuMutation } from '../modules/menus/api';
import { MenuGridBoard } from '../modules/menus/MenuGridBoard';
import { type MenuDraft, draftOfMenu, menuBody, sameDraft } from '../modules/menus/menuDraft';
import { useClaim } from '../modules/session/useClaim';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

/** /menu/grid?id: the grid editor, one category at a time; the whole menu is saved at once. */
export function MenuGridPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const canEdit = useClaim('Menus', 'FullAccess');
  const { data: menu, isLoading, error } = useMenuQuery(id);
  const saveMenu = useSaveMenuMutation(id);
  const [draft, setDraft] = useState<MenuDraft | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const loaded = menu ? draftOfMenu(menu) : null;
  const current = draft ?? loaded;
  const dirty = !!(draft && loaded && !sameDraft(draft, loaded));
  useLeavePrompt(dirty, MenuMessages.LeaveUnsaved);
  if (isLoading) return <Loader />;
  if (error || !menu || !current) return <Alert color="red">This menu could not be loaded.</Alert>;
  const categoryId = Number(category ?? current.MenuCategories[0]?.CategoryId ?? 0);

  const save = () =>
    saveWithConcurrency((v) => saveMenu.mutateAsync({ ...menuBody(current), Version: v ?? current.Version }), {
      success: MenuMessages.Saved,
      onSaved: () => setDraft(null),
      onReload: (m) => (saveMenu.setDetail(m), setDraft(null)),
    });

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Grid of {menu.Name}</Title>
        <Group>
          <Button component={Link} to={`/menu/info?id=${id}`} variant="default">
            Back to the menu
          </Button>
          {canEdit && (
            <>
              <Button variant="default" disabled={!dirty} onClick={() => setDraft(null)}>
                Undo changes
              </Button>
              <Button disabled={!dirty} onClick={() => void save()}>
                Save grid
              </Button>
            </>
          )}
        </Group>
      </Group>
      {current.MenuCategories.length === 0 ? (
        <Text c="dimmed">Give the menu its categories first (on the menu page); each category has its own grid.</Text>
      ) : (
        <>
          <SegmentedControl
            mb="md"
            aria-label="Category"
            data={current.MenuCategories.map((c) => ({ value: String(c.CategoryId), label: c.Name }))}
            value={String(categoryId)}
            onChange={setCategory}
          />
          <MenuGridBoard
            key={categoryId}
            draft={current}
            categoryId={categoryId}
            readOnly={!canEdit}
            onChange={(items) => setDraft({ ...current, MenuKitAssociations: items })}
          />
        </>
      )}
    </>
  );
}
