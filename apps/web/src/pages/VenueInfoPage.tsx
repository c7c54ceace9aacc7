import { Alert, Anchor, Button, Group, Loader, Select, SimpleGrid, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClientAreaMessages, formatPhone } from '@intermission/contracts';
import { get, put } from '../modules/api/apiClient';
import { changeState, couponValue, deleteRecord, options, paths, useManagers, useMenus, useSidePanel } from '../modules/clients/hierarchy/api';
import { BackupManagersEditor } from '../modules/clients/hierarchy/BackupManagersEditor';
import { VenueForm, type VenueFormValues } from '../modules/clients/hierarchy/VenueForm';
import { RecordHeader } from '../modules/clients/hierarchy/RecordHeader';
import { SidePanel } from '../modules/clients/hierarchy/SidePanel';
import type { CouponRow, TheatreRow, Venue, VenueGoodRow } from '../modules/clients/hierarchy/types';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { emptyPhone, PhoneEditor, type PhoneRow } from '../modules/ui/PhoneEditor';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { fact } from '../modules/ui/Fact';

type Section = 'basic' | 'phones' | 'menu' | 'backups' | null;

/** The save body of a venue's basic info, from the loaded copy with any changes. */
const venueBody = (v: Venue, patch: Partial<VenueFormValues> = {}): VenueFormValues => ({
  Id: v.Id,
  Name: v.Name,
  Code: v.Code,
  ManagerId: v.ManagerId,
  TaxRateId: v.TaxRateId ?? 0,
  MenuId: v.MenuId,
  TimeZone: v.TimeZone,
  Version: v.Version,
  ...patch,
});

/**
 * /client/venues/info?id&clientId&clientName: basic info, phone, menu and backup managers (one
 * section open at a time), the latest theatres, coupons and goods; archive, activate and delete.
 */
export function VenueInfoPage() {
  const params = useHierarchyParams();
  const { id, clientId } = params;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useClaim('Venues', 'FullAccess');
  const canAddTheatre = useClaim('Theatres', 'FullAccess');
  const canAddCoupon = useClaim('Coupons', 'FullAccess');
  const canAddGoods = useClaim('Goods', 'FullAccess');
  const key = ['venues', id];
  const {
    data: venue,
    isLoading,
    error,
  } = useQuery({ queryKey: key, queryFn: () => get<Venue>(`${paths.venues(clientId!)}/${id}`), enabled: !!id && !!clientId });
  const [open, setOpen] = useState<Section>(null);
  const [phones, setPhones] = useState<PhoneRow[]>([]);
  const [menuId, setMenuId] = useState<string | null>(null);
  const managers = useManagers().data ?? [];
  const menus = useMenus().data;
  const theatres = useSidePanel<TheatreRow>(['venue-theatres', id], venue ? `${paths.theatres(venue.ClientId, venue.Id)}/_search` : null);
  const coupons = useSidePanel<CouponRow>(['venue-coupons', id], venue ? `coupons/${venue.Id}/_search` : null);
  const goods = useSidePanel<VenueGoodRow>(['venue-goods', id], venue ? `venues/${venue.Id}/goods/_search` : null);

  if (!id || !clientId) return <Alert color="red">No venue was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !venue) return <Alert color="red">This venue could not be loaded.</Alert>;

  const client = levelParams.client({ Id: venue.ClientId, Name: venue.Client.Name });
  const below = levelParams.venue(client, venue);
  const listPath = hierarchyPath('/client/venues', { ...client });
  const setVenue = (v: Venue) => queryClient.setQueryData(key, v);
  const saved = { onSaved: (v: Venue) => (setVenue(v), setOpen(null)), onReload: (v: Venue) => (setVenue(v), setOpen(null)) };
  const saveBasic = (patch: Partial<VenueFormValues>, setFieldError?: (field: string, message: string) => void) =>
    saveWithConcurrency((v) => put<Venue>(paths.venues(venue.ClientId), venueBody(venue, { ...patch, Version: v ?? venue.Version })), {
      success: ClientAreaMessages.VenueSaved,
      setFieldError,
      ...saved,
    });
  const openSection = (s: Section) => {
    // Opening restores the last loaded copy into the editors.
    setPhones(
      venue.VenuePhones.length
        ? venue.VenuePhones.map(({ Phone, Extension, IsPrimary, PhoneTypeId }) => ({ Phone, Extension, IsPrimary, PhoneTypeId }))
        : [emptyPhone()],
    );
    setMenuId(venue.MenuId ? String(venue.MenuId) : null);
    setOpen(s);
  };
  const section = (s: Exclude<Section, null>) => ({
    open: open === s,
    canEdit: canEdit && !venue.Archived,
    onOpen: () => openSection(s),
    onClose: () => setOpen(null),
  });
  const leave = () => {
    queryClient.removeQueries({ queryKey: key });
    navigate(listPath);
  };

  return (
    <>
      <HierarchyBreadcrumbs params={client} current={venue.Name} />
      <RecordHeader
        title={venue.Name}
        kind="venue"
        archived={venue.Archived}
        canEdit={canEdit}
        onArchive={() => changeState(paths.venues(venue.ClientId), true, venue, ClientAreaMessages.VenueArchived, leave)}
        onActivate={() => changeState(paths.venues(venue.ClientId), false, venue, ClientAreaMessages.VenueActivated, leave)}
        onDelete={() => deleteRecord(`venues/${venue.Id}`, leave)}
      />
      <Anchor component={Link} to={hierarchyPath('/client/venues/inventoryCountLog', { ...below })} size="sm" display="inline-block" mb="md">
        Inventory Count Log
      </Anchor>
      <DetailSection
        title="Basic Info"
        {...section('basic')}
        view={
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fact('Name', venue.Name)}
            {fact('Code', venue.Code ?? '—')}
            {fact('Manager', venue.Manager?.Name ?? 'None')}
            {fact('Tax Rate', venue.TaxRate ? `${venue.TaxRate.Name}${venue.TaxRate.Rate ? ` (${Number(venue.TaxRate.Rate)}%)` : ''}` : 'Not set')}
          </SimpleGrid>
        }
        edit={
          <VenueForm
            key={venue.Version}
            venue={venue}
            submitLabel="Save"
            onSave={(form, setFieldError) =>
              saveBasic({ Name: form.Name, Code: form.Code, ManagerId: form.ManagerId, TaxRateId: form.TaxRateId }, setFieldError)
            }
          />
        }
      />
      <DetailSection
        title="Phone"
        {...section('phones')}
        view={
          venue.VenuePhones.length ? (
            venue.VenuePhones.map((p, i) => (
              <Text key={i}>
                {formatPhone(p.Phone)}
                {p.Extension ? ` x${p.Extension}` : ''}
                {p.IsPrimary ? ' (primary)' : ''}
              </Text>
            ))
          ) : (
            <Text c="dimmed">No phones</Text>
          )
        }
        edit={
          <>
            <PhoneEditor rows={phones} onChange={setPhones} />
            <Group mt="sm">
              <Button
                onClick={() =>
                  saveWithConcurrency(
                    (v) => put<Venue>(`venues/${venue.Id}/phones`, { VenuePhones: phones.filter((p) => p.Phone.trim()), Version: v ?? venue.Version }),
                    { success: ClientAreaMessages.VenueSaved, ...saved },
                  )
                }
              >
                Save
              </Button>
            </Group>
          </>
        }
      />
      <DetailSection
        title="Menu"
        {...section('menu')}
        view={<Text c={venue.Menu ? undefined : 'dimmed'}>{venue.Menu?.Name ?? 'No menu'}</Text>}
        edit={
          <>
            <Select label="Menu" searchable clearable data={options(menus)} value={menuId} onChange={setMenuId} maw={360} />
            <Group mt="sm">
              <Button onClick={() => saveBasic({ MenuId: menuId ? Number(menuId) : null })}>Save</Button>
            </Group>
          </>
        }
      />
      <DetailSection
        title="Backup Managers"
        {...section('backups')}
        view={
          venue.BackupManagers.length ? (
            venue.BackupManagers.map((b) => (
              <Text key={b.Id}>
                {b.Name}
                {b.ExpDate ? ` (until ${b.ExpDate})` : ''}
              </Text>
            ))
          ) : (
            <Text c="dimmed">No backup managers</Text>
          )
        }
        edit={
          <BackupManagersEditor
            key={venue.Version}
            initial={venue.BackupManagers.map((b) => ({ UserId: b.UserId, ExpDate: b.ExpDate ?? '' }))}
            managers={managers}
            managerId={venue.ManagerId}
            onSave={(rows) =>
              saveWithConcurrency((v) => put<Venue>(`venues/${venue.Id}/backups`, { Backups: rows, Version: v ?? venue.Version }), {
                success: ClientAreaMessages.VenueSaved,
                ...saved,
              })
            }
          />
        }
      />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <SidePanel<TheatreRow>
          title="Theatres"
          noun="theatres"
          empty="No theatres yet."
          page={theatres.data}
          loading={theatres.isLoading}
          rowKey={(t) => t.Id}
          item={(t) => (
            <Anchor component={Link} to={hierarchyPath('/client/theatres/info', { id: t.Id, ...below })}>
              {t.Name}
            </Anchor>
          )}
          listTo={hierarchyPath('/client/theatres', { ...below })}
          action={
            canAddTheatre &&
            !venue.Archived && (
              <Anchor component={Link} to={hierarchyPath('/client/theatres/add', { ...below })} size="sm">
                Add Theatre
              </Anchor>
            )
          }
        />
        <SidePanel<CouponRow>
          title="Coupons"
          noun="coupons"
          empty="No coupons yet."
          page={coupons.data}
          loading={coupons.isLoading}
          rowKey={(c) => c.Id}
          item={(c) => (
            <Group gap={6}>
              <Anchor component={Link} to={hierarchyPath('/client/coupons/info', { id: c.Id, ...below })}>
                {c.Name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {couponValue(c.DollarValue)}
              </Text>
            </Group>
          )}
          listTo={hierarchyPath('/client/coupons', { ...below })}
          action={
            canAddCoupon && (
              <Anchor component={Link} to={hierarchyPath('/client/coupons/add', { ...below })} size="sm">
                Add Coupon
              </Anchor>
            )
          }
        />
        <SidePanel<VenueGoodRow>
          title="Goods"
          noun="goods"
          empty="No goods yet."
          page={goods.data}
          loading={goods.isLoading}
          rowKey={(g) => g.Id}
          item={(g) => (
            <Anchor component={Link} to={`/good/info?id=${g.Id}`}>
              {g.Name}
            </Anchor>
          )}
          listTo={hierarchyPath('/client/venueGoods', { ...below })}
          action={
            canAddGoods && (
              <Anchor component={Link} to={hierarchyPath('/client/venueGoods/add', { ...below })} size="sm">
                Add Goods
              </Anchor>
            )
          }
        />
      </SimpleGrid>
    </>
  );
}
