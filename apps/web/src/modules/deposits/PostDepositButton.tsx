import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Deposit, DepositMessages, formatCurrency } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { depositOf, usePostDepositMutation } from './api';

/** The confirmation's words: posting is final (document 2 §4). */
export const PostDepositConfirm =
  'Once the deposit is posted, no more changes are allowed for this show event: no manual sales, petty cash or cash box corrections.';

interface Props {
  deposit: Deposit;
  /** The posted deposit, as the server answered it (its id for the page's URL). */
  onPosted: (posted: Deposit | null) => void;
}

/**
 * "Post Deposit": asks for confirmation, then PUT deposits/ with the AmountToBePosted shown. A 409
 * (the figures moved, or someone posted first) shows the server's words and the page its figures.
 */
export function PostDepositButton({ deposit, onPosted }: Props) {
  const postDeposit = usePostDepositMutation(deposit.ShowEventId);
  const send = async () => {
    try {
      const answer = await postDeposit.mutateAsync({ ShowEventId: deposit.ShowEventId, AmountToBePosted: String(deposit.AmountToBePosted) });
      notifySuccess(DepositMessages.Posted);
      onPosted(depositOf(answer));
    } catch (err) {
      // A refusal (not ended, already posted, figures changed) is the server's own words.
      showApiError(err, 'Post Failed', { ownMessageOn: (s) => s >= 400 && s < 500 });
      if (err instanceof ApiError && err.status === 409) onPosted(null);
    }
  };
  const handleClick = () =>
    modals.openConfirmModal({
      title: 'Post Deposit',
      children: (
        <>
          <Text mb="xs">
            Post {formatCurrency(deposit.AmountToBePosted)} for {deposit.ShowName} at {deposit.TheatreName}?
          </Text>
          <Text size="sm">{PostDepositConfirm}</Text>
        </>
      ),
      labels: { confirm: 'Post', cancel: 'Cancel' },
      onConfirm: () => void send(),
    });
  return (
    <Button onClick={handleClick} loading={postDeposit.isPending}>
      Post Deposit
    </Button>
  );
}
