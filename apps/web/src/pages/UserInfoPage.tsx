import { Alert, Loader } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useClaim } from '../modules/session/useClaim';
import { useUserQuery } from '../modules/users/api';
import { UserAddressSection } from '../modules/users/UserAddressSection';
import { UserBasicSection } from '../modules/users/UserBasicSection';
import { UserHeader } from '../modules/users/UserHeader';
import { UserPhonesSection } from '../modules/users/UserPhonesSection';
import { UserPortalSection } from '../modules/users/UserPortalSection';

type Section = 'basic' | 'phones' | 'address' | 'portal' | null;

/** /user/info?id: a staff user's sections, one open at a time (spec document 3 §2). */
export function UserInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const canEdit = useClaim('Users', 'FullAccess');
  const { data: user, isLoading, error } = useUserQuery(id);
  const [open, setOpen] = useState<Section>(null);

  if (isLoading) return <Loader />;
  if (error || !user) return <Alert color="red">This user could not be loaded.</Alert>;
  const section = (s: Exclude<Section, null>) => ({ open: open === s, canEdit, onOpen: () => setOpen(s), onClose: () => setOpen(null) });

  return (
    <>
      <UserHeader user={user} />
      <UserBasicSection user={user} section={section('basic')} />
      <UserPhonesSection user={user} section={section('phones')} />
      <UserAddressSection user={user} section={section('address')} />
      <UserPortalSection user={user} section={section('portal')} />
    </>
  );
}
