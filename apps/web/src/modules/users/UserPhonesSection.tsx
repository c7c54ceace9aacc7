import { type User, UserMessages } from '@intermission/contracts';
import { PhonesSection } from '../ui/PhonesSection';
import type { SectionProps } from '../ui/sectionProps';
import { useSaveUserPhonesMutation, useSetUser } from './api';

/** A staff user's phones, edited with the phone editor. */
export function UserPhonesSection({ user, section }: { user: User; section: SectionProps }) {
  const save = useSaveUserPhonesMutation(user.Id);
  const setUser = useSetUser(user.Id);
  return (
    <PhonesSection
      phones={user.UserPhones}
      version={user.Version}
      section={section}
      save={(phones, Version) => save.mutateAsync({ UserPhones: phones, Version })}
      success={UserMessages.Saved}
      onReload={setUser}
    />
  );
}
