import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { PettyCashMessages } from '@intermission/contracts';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { useAddWithdrawalMutation } from './api';
import { WithdrawalForm } from './WithdrawalForm';

interface Props {
  theatreId: number;
  timeZone: string;
  /** Open when the page is reached through an "Add Withdrawal" link. */
  initiallyOpen?: boolean;
}

/** The list's "Add Withdrawal" button and its dialog: saved, the toast of §9 and the list read again. */
export function AddWithdrawalDialog({ theatreId, timeZone, initiallyOpen = false }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const add = useAddWithdrawalMutation();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Withdrawal</Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Add Withdrawal" size="lg">
        {open && (
          <WithdrawalForm
            theatreId={theatreId}
            timeZone={timeZone}
            submitLabel="Add Withdrawal"
            onSave={async (form, setFieldError) => {
              try {
                await add.mutateAsync(form);
                notifySuccess(PettyCashMessages.Added);
                setOpen(false);
              } catch (err) {
                showApiError(err, undefined, setFieldError);
              }
            }}
          />
        )}
      </Modal>
    </>
  );
}
