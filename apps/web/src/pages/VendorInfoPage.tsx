import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type Vendor, VendorMessages } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { AddressSection } from '../modules/ui/AddressSection';
import { DetailSection } from '../modules/ui/DetailSection';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { notifySuccess } from '../modules/ui/notify';
import { PhonesSection } from '../modules/ui/PhonesSection';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';
import {
  useArchiveVendorMutation,
  useSaveVendorAddressMutation,
  useSaveVendorGoodsMutation,
  useSaveVendorMutation,
  useSaveVendorPhonesMutation,
  useVendorQuery,
} from '../modules/vendors/api';
import { VendorForm } from '../modules/vendors/VendorForm';
import { VendorGoodsForm } from '../modules/vendors/VendorGoodsForm';

type Section = 'basic' | 'phones' | 'address' | 'goods' | null;

/** /vendor/info?id: basic info, phones, address and goods, one section open at a time; archive. */
export function VendorInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const canEdit = useClaim('Vendors', 'FullAccess');
  const { data: vendor, isLoading, error } = useVendorQuery(id);
  const saveBasic = useSaveVendorMutation(id);
  const savePhones = useSaveVendorPhonesMutation(id);
  const saveAddress = useSaveVendorAddressMutation(id);
  const saveGoods = useSaveVendorGoodsMutation(id);
  const archive = useArchiveVendorMutation(id);
  const [open, setOpen] = useState<Section>(null);
  if (isLoading) return <Loader />;
  if (error || !vendor) return <Alert color="red">This vendor could not be loaded.</Alert>;

  const saved = { onSaved: () => setOpen(null), onReload: (v: Vendor) => (saveBasic.setDetail(v), setOpen(null)) };
  // Opening a section starts its form from the last loaded copy.
  const section = (s: Exclude<Section, null>) => ({
    open: open === s,
    canEdit: canEdit && !vendor.Archived,
    onOpen: () => setOpen(s),
    onClose: () => setOpen(null),
  });

  const handleArchive = () =>
    modals.openConfirmModal({
      title: 'Archive vendor',
      children: <Text>{VendorMessages.ArchiveConfirm}</Text>,
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await archive.mutateAsync();
          notifySuccess(VendorMessages.Archived);
          navigate('/vendor/list');
        } catch (err) {
          showApiError(err, VendorMessages.ArchiveFailed);
        }
      },
    });

  return (
    <>
      <RecordHeader title={vendor.Name} kind="vendor" archived={vendor.Archived} canEdit={canEdit} onArchive={async () => void handleArchive()} />
      <DetailSection
        title="Basic Info"
        {...section('basic')}
        view={
          <>
            <Text>Account number: {vendor.AccountNumber ?? '—'}</Text>
            <Text>Contact: {vendor.ContactName ?? '—'}</Text>
            <Text>Email: {vendor.Email ?? '—'}</Text>
          </>
        }
        edit={
          <VendorForm
            key={vendor.Version}
            vendor={vendor}
            submitLabel="Save"
            onSave={(form, setFieldError) =>
              saveWithConcurrency((v) => saveBasic.mutateAsync({ ...form, Version: v ?? vendor.Version }), {
                success: VendorMessages.Saved,
                setFieldError,
                ...saved,
              })
            }
          />
        }
      />
      <PhonesSection
        phones={vendor.VendorPhones}
        version={vendor.Version}
        section={section('phones')}
        save={(phones, Version) => savePhones.mutateAsync({ VendorPhones: phones, Version })}
        success={VendorMessages.Saved}
        onReload={saveBasic.setDetail}
      />
      <AddressSection
        address={vendor.Address}
        version={vendor.Version}
        section={section('address')}
        save={saveAddress.mutateAsync}
        success={VendorMessages.Saved}
        onReload={saveBasic.setDetail}
      />
      <DetailSection
        title="Goods"
        {...section('goods')}
        view={
          vendor.VendorGoods.length ? (
            vendor.VendorGoods.map((g) => (
              <Anchor key={g.goodId} component={Link} to={`/good/info?id=${g.goodId}`} display="block">
                {g.Name}
              </Anchor>
            ))
          ) : (
            <Text c="dimmed">This vendor supplies no goods yet.</Text>
          )
        }
        edit={
          <VendorGoodsForm
            vendor={vendor}
            onSave={(body, setFieldError) =>
              saveWithConcurrency((v) => saveGoods.mutateAsync({ ...body, Version: v ?? body.Version }), {
                success: VendorMessages.Saved,
                setFieldError,
                ...saved,
              })
            }
          />
        }
      />
    </>
  );
}
