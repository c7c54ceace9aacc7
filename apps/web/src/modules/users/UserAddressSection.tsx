import { Text } from '@mantine/core';
import { type User, UserMessages } from '@intermission/contracts';
import { AddressForm } from '../ui/AddressForm';
import { DetailSection } from '../ui/DetailSection';
import { saveWithConcurrency } from '../ui/saveWithConcurrency';
import type { SectionProps } from '../ui/sectionProps';
import { useSaveUserAddressMutation, useSetUser, useStatesQuery } from './api';

/** A staff user's postal address. */
export function UserAddressSection({ user, section }: { user: User; section: SectionProps }) {
  const save = useSaveUserAddressMutation(user.Id);
  const setUser = useSetUser(user.Id);
  const states = useStatesQuery().data ?? [];
  const stateName = states.find((s) => s.Id === user.Address?.StateId)?.Code ?? '';
  return (
    <DetailSection
      title="Address"
      {...section}
      view={
        user.Address ? (
          <Text>{[user.Address.Line1, user.Address.Line2, user.Address.City, stateName, user.Address.Zip].filter(Boolean).join(', ')}</Text>
        ) : (
          <Text c="dimmed">No address</Text>
        )
      }
      edit={
        <AddressForm
          initial={user.Address}
          onSave={(a) =>
            saveWithConcurrency((v) => save.mutateAsync({ Address: a, Version: v ?? user.Version }), {
              success: UserMessages.Saved,
              onSaved: section.onClose,
              onReload: (u) => (setUser(u), section.onClose()),
            })
          }
        />
      }
    />
  );
}
