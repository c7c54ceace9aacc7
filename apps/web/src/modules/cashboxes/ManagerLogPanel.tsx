import { Button, Group, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Messages } from '@intermission/contracts';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { useCreateEventLogMutation } from './api';
import { cashboxRefusal } from './cashboxRules';

/** What the confirmation says (§5: the log cannot be edited once submitted). */
export const SubmitLogConfirm = 'Once the manager log is submitted it cannot be edited, and the show event is locked. Submit it now?';

/**
 * The manager log of a show event: comments and Submit, after the confirmation (POST shows/createLog).
 * The server checks §5 in order (future show, end counts not posted, end counts missing) and its
 * message is what the user sees.
 */
export function ManagerLogPanel({ showEventId }: { showEventId: number }) {
  const [comments, setComments] = useState('');
  const create = useCreateEventLogMutation();

  const send = async () => {
    try {
      await create.mutateAsync({ ShowEventId: showEventId, Comments: comments });
      notifySuccess('Manager Log Submitted');
    } catch (err) {
      showApiError(err, Messages.SaveFailed, { ownMessageOn: cashboxRefusal });
    }
  };

  const handleSubmit = () =>
    modals.openConfirmModal({
      title: 'Submit manager log',
      children: <Text>{SubmitLogConfirm}</Text>,
      labels: { confirm: 'Submit', cancel: 'Cancel' },
      onConfirm: () => void send(),
    });

  return (
    <>
      <Textarea label="Comments" value={comments} onChange={(e) => setComments(e.currentTarget.value)} autosize minRows={3} maxLength={4000} maw={640} />
      <Group mt="sm">
        <Button onClick={handleSubmit} loading={create.isPending}>
          Submit Manager Log
        </Button>
      </Group>
    </>
  );
}
