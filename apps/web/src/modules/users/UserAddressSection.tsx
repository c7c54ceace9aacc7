import { type User, UserMessages } from '@intermission/contracts';
import { AddressSection } from '../ui/AddressSection';
import type { SectionProps } from '../ui/sectionProps';
import { useSaveUserAddressMutation, useSetUser } from './api';

/** A staff user's postal address. */
export function UserAddressSection({ user, section }: { user: User; section: SectionProps }) {
  const save = useSaveUserAddressMutation(user.Id);
  const setUser = useSetUser(user.Id);
  return (
    <AddressSection address={user.Address} version={user.Version} section={section} save={save.mutateAsync} success={UserMessages.Saved} onReload={setUser} />
  );
}
