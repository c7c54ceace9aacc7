import { Alert, Badge, Button, Group, Loader, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DefaultMenu, formatCurrency, MenuMessages, type MenuSave } from '@intermission/contracts';
import { useDeleteMenuMutation, useMenuQuery, useSaveMenuMutation } from '../modules/menus/api';
import { KitPriceDialog } from '../modules/menus/KitPriceDialog';
import { toHex } from '../modules/menus/MenuCategoriesEditor';
import { MenuCopyDialog } from '../modules/menus/MenuCopyDialog';
import { type MenuDraft, draftOfMenu } from '../modules/menus/menuDraft';
import { MenuForm, type MenuPart } from '../modules/menus/MenuForm';
import { useClaim } from '../modules/session/useClaim';
import { DataGrid } from '../modules/ui/DataGrid';
import { DetailSection } from '../modules/ui/DetailSection';
import type { OnSave } from '../modules/ui/form/useZodForm';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';

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
  const [open, setOpen] = useState<MenuPart | null>(null);
  const [priceOf, setPriceOf] = useState<{ KitId: number; Name: string; Price: string } | null>(null);
  const [copying, setCopying] = useState(false);
  if (isLoading) return <Loader />;
  if (error || !menu) return <Alert color="red">This menu could not be loaded.</Alert>;
  const loaded = draftOfMenu(menu);

  const setMenu = saveMenu.setDetail;
  // Opening a section starts its form from the last loaded copy; closing drops what was not saved.
  const close = () => setOpen(null);
  const save: OnSave<MenuSave> = (body, setFieldError) =>
    saveWithConcurrency((v) => saveMenu.mutateAsync({ ...body, Version: v ?? body.Version }), {
      success: MenuMessages.Saved,
      setFieldError,
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

  const editor = (part: MenuPart) => <MenuForm menu={menu} part={part} onSave={save} onCancel={close} />;
  const section = (s: MenuPart) => ({ open: open === s, canEdit: canEdit && (open === null || open === s), onOpen: () => setOpen(s), onClose: close });

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
      <DetailSection title="Menu" {...section('menu')} view={<Text>Name: {menu.Name}</Text>} edit={editor('menu')} />
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
        edit={editor('kits')}
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
        edit={editor('categories')}
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
