import { Text } from '@mantine/core';
import type { Address, AddressAnswer } from '@intermission/contracts';
import { useStatesQuery } from '../users/api';
import { AddressForm } from './AddressForm';
import { DetailSection } from './DetailSection';
import { saveWithConcurrency } from './saveWithConcurrency';
import type { SectionProps } from './sectionProps';

interface Props<T extends { Version: number }> {
  /** The record's address as its answer holds it (null when none). */
  address: AddressAnswer | null;
  /** The record's Version, sent with the save. */
  version: number;
  section: SectionProps;
  /** The save call (PUT {record}/address with Address and Version): the record's new copy. */
  save: (body: { Address: Address; Version: number }) => Promise<T>;
  /** The success toast. */
  success: string;
  /** Keeps the server's copy when the user declines to save over someone else's change. */
  onReload: (current: T) => void;
}

/** A record's postal address (clients, users, vendors): one line in view, the address form in edit, saved with the concurrency dialog. */
export function AddressSection<T extends { Version: number }>({ address, version, section, save, success, onReload }: Props<T>) {
  const states = useStatesQuery().data ?? [];
  const stateCode = states.find((s) => s.Id === address?.StateId)?.Code ?? '';
  return (
    <DetailSection
      title="Address"
      {...section}
      view={
        address ? (
          <Text>{[address.Line1, address.Line2, address.City, stateCode, address.Zip].filter(Boolean).join(', ')}</Text>
        ) : (
          <Text c="dimmed">No address</Text>
        )
      }
      edit={
        <AddressForm
          initial={address}
          onSave={(a, setFieldError) =>
            saveWithConcurrency((v) => save({ Address: a, Version: v ?? version }), {
              success,
              setFieldError,
              onSaved: section.onClose,
              onReload: (current) => (onReload(current), section.onClose()),
            })
          }
        />
      }
    />
  );
}
