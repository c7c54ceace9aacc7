import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { Messages, ReceivingMessages, type ReceivedOrder } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { movementRefusal } from '../stock/stockMessages';
import { notifyError, notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { useDeleteOrder, usePostOrder } from './api';

/**
 * Posting (after the PostConfirm question) and deleting an order (after a confirmation; a posted
 * one through its own call). `onLoaded` takes the order as the server now has it.
 */
export function useOrderActions(onLoaded: (order: ReceivedOrder) => void) {
  const navigate = useNavigate();
  const postOrder = usePostOrder();
  const deleteOrder = useDeleteOrder();
  const busy = postOrder.isPending || deleteOrder.isPending;

  const sendPost = async (order: ReceivedOrder) => {
    try {
      onLoaded(await postOrder.mutateAsync(order));
      notifySuccess(ReceivingMessages.Posted);
    } catch (err) {
      // Someone changed the order since it was loaded: show their copy rather than post what was not seen.
      if (err instanceof ApiError && err.status === 409 && err.body?.Current) {
        onLoaded(err.body.Current as ReceivedOrder);
        notifyError('This order was changed after you opened it. Check it and post again.');
      } else showApiError(err, Messages.SaveFailed, { ownMessageOn: movementRefusal });
    }
  };

  const sendDelete = async (order: ReceivedOrder) => {
    try {
      await deleteOrder.mutateAsync(order);
      notifySuccess(order.Posted ? ReceivingMessages.PostedDeleted : ReceivingMessages.Deleted);
      navigate('/receiving/list');
    } catch (err) {
      showApiError(err, Messages.DeleteFailed, { ownMessageOn: movementRefusal });
    }
  };

  return {
    busy,
    handlePost: (order: ReceivedOrder) =>
      modals.openConfirmModal({
        title: 'Post order',
        children: <Text>{ReceivingMessages.PostConfirm}</Text>,
        labels: { confirm: 'Post', cancel: 'Cancel' },
        onConfirm: () => void sendPost(order),
      }),
    handleDelete: (order: ReceivedOrder) =>
      modals.openConfirmModal({
        title: order.Posted ? 'Delete posted order' : 'Delete order',
        children: (
          <Text>
            {order.Posted
              ? `Delete this posted order? The goods it received are taken back out of stock at ${order.VenueName}.`
              : 'Delete this order? It was never posted, so stock does not change.'}
          </Text>
        ),
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => void sendDelete(order),
      }),
  };
}
