import { Alert, Badge, Button, Group, Loader, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DefaultMenu, formatCurrency, MenuMessages } from '@intermission/contracts';
import { useDeleteMenuMutation, useMenuQuery, useSaveMenuMutation } from '../modules/menus/api';
import { KitPriceDialog } from '../modules/menus/KitPriceDialog';
import { MenuCategoriesEditor, toHex } from '../modules/menus/MenuCategoriesEditor';
import { MenuCopyDialog } from '../modules/menus/MenuCopyDialog';
import { MenuKitsEditor } from '../modules/menus/MenuKitsEditor';
import { type MenuDraft, draftOfMenu, menuBody, sameDraft } from '../modules/menus/menuDraft';
import { useClaim } from '../modules/session/useClaim';
import { DataGrid } from '../modules/ui/DataGrid';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

type Section = 'menu' | 'kits' | 'categories';
type MenuKit = MenuDraft['MenuKits'][number];

/** The kit prices grid: header and 8 rows in view (it scrolls beyond). */
const KitPricesHeight = 52 + 42 * 8;

/** /menu/info?id: sections for the name, the kits with their prices and the categories; copy, delete, the grid. */
export function MenuInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const canEdit = useClaim('Menus', 'FullAccess');
  const { data: menu, isLoading, error } = useMenuQuery(id);
  const saveMenu = useSaveMenuMutation(id);
  const deleteMenu = useDeleteMenuMutation(id);
  const [open, setOpen] = useState<Section | null>(null);
  const [draft, setDraft] = useState<MenuDraft | null>(null);
  const [priceOf, setPriceOf] = useState<{ KitId: number; Name: string; Price: string } | null>(null);
  const [copying, setCopying] = useState(false);
  const loaded = menu ? draftOfMenu(menu) : null;
  const dirty = !!(draft && loaded && !sameDraft(draft, loaded));
  useLeavePrompt(dirty, MenuMessages.LeaveUnsaved);
  if (isLoading) return <Loader />;
  if (error || !menu || !loaded) return <Alert color="red">This menu could not be loaded.</Alert>;

  const setMenu = saveMenu.setDetail;
  const openSection = (s: Section) => (setOpen(s), setDraft(draftOfMenu(menu)));
  // Closing restores the last loaded copy.
  const close = () => (setOpen(null), setDraft(null));
  const save = (d: MenuDraft) =>
    saveWithConcurrency((v) => saveMenu.mutateAsync({ ...menuBody(d), Version: v ?? d.Version }), {
      success: MenuMessages.Saved,
      onSaved: close,
      onReload: (m) => (setMenu(m), close()),
    });

  const handleDelete = () =>
    modals.openConfirmModal({
      title: 'Delete menu',
      children: <Text>Delete the menu {menu.Name}? Its kits and grid go with it.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteMenu.mutateAsync();
          notifySuccess(MenuMessages.Deleted);
          navigate('/menu/list');
        } catch (err) {
          showApiError(err);
        }
      },
    });

  const editor = (body: React.ReactNode) =>
    draft && (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save(draft);
        }}
      >
        {body}
        <Group mt="md">
          <Button type="submit" disabled={!dirty}>
            Save
          </Button>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
        </Group>
      </form>
    );
  const section = (s: Section) => ({ open: open === s, canEdit: canEdit && (open === null || open === s), onOpen: () => openSection(s), onClose: close });

  return (
    <>
      <Group justify="space-between" mb="md">
        <Group>
          <Title order={2}>{menu.Name}</Title>
          {menu.Archived && <Badge color="gray">Inactive</Badge>}
          {menu.Id === DefaultMenu.Id && <Badge variant="light">Default</Badge>}
        </Group>
        <Group>
          <Button component={Link} to={`/menu/grid?id=${id}`} variant="light">
            {canEdit ? 'Edit grid' : 'View grid'}
          </Button>
          {canEdit && (
            <Button variant="light" onClick={() => setCopying(true)}>
              Copy
            </Button>
          )}
          {canEdit && menu.Id !== DefaultMenu.Id && (
            <Button variant="light" color="red" onClick={handleDelete}>
              Delete
            </Button>
          )}
        </Group>
      </Group>
      <DetailSection
        title="Menu"
        {...section('menu')}
        view={<Text>Name: {menu.Name}</Text>}
        edit={editor(
          <TextInput
            label="Name"
            data-autofocus
            value={draft?.Name ?? ''}
            onChange={(e) => draft && setDraft({ ...draft, Name: e.currentTarget.value })}
            w={360}
          />,
        )}
      />
      <DetailSection
        title="Kits"
        {...section('kits')}
        view={
          <DataGrid<MenuKit>
            label="Kit prices"
            rows={loaded.MenuKits}
            height={KitPricesHeight}
            emptyText="No kits on this menu yet."
            columns={[
              { headerName: 'Kit', field: 'Name', flex: 2 },
              { headerName: 'Price', valueGetter: (p) => (p.data ? formatCurrency(p.data.Price) : ''), type: 'rightAligned' },
              {
                headerName: '',
                colId: 'change',
                cellRenderer: (p: { data?: MenuKit }) =>
                  p.data && canEdit && open === null ? (
                    <Button size="xs" variant="subtle" onClick={() => setPriceOf(p.data!)} aria-label={`Change price of ${p.data.Name}`}>
                      Change price
                    </Button>
                  ) : null,
              },
            ]}
            options={{ getRowId: (p) => String(p.data.KitId) }}
          />
        }
        edit={editor(draft && <MenuKitsEditor draft={draft} onChange={setDraft} savedKitIds={new Set(loaded.MenuKits.map((k) => k.KitId))} />)}
      />
      <DetailSection
        title="Categories"
        {...section('categories')}
        view={
          loaded.MenuCategories.length ? (
            <Group gap="xs">
              {loaded.MenuCategories.map((c) => (
                <Badge key={c.CategoryId} color={toHex(c.Color)} autoContrast size="lg" radius="sm">
                  {c.Name}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text c="dimmed">No categories on this menu yet.</Text>
          )
        }
        edit={editor(draft && <MenuCategoriesEditor draft={draft} onChange={setDraft} />)}
      />
      <KitPriceDialog menuId={id} kit={priceOf} onClose={() => setPriceOf(null)} onSaved={setMenu} />
      <MenuCopyDialog
        menu={copying ? menu : null}
        onClose={() => setCopying(false)}
        onCopied={(copy) => {
          setCopying(false);
          navigate(`/menu/info?id=${copy.Id}`);
        }}
      />
    </>
  );
}
