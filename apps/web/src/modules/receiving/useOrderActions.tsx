import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Messages, ReceivingMessages } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { del, post } from '../api/apiClient';
import { showMovementError } from '../stock/showMovementError';
import { useGuid } from '../stock/useGuid';
import { notifyError, notifySuccess } from '../ui/notify';
import { invalidateOrderLists, type OrderAnswer, orderKeys, orderPath, type ReceivedOrder } from './orderApi';

/**
 * Posting (after the PostConfirm question) and deleting an order (after a confirmation; a posted
 * one through its own call). `onLoaded` takes the order as the server now has it.
 */
export function useOrderActions(onLoaded: (order: ReceivedOrder) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const guid = useGuid();
  const [busy, setBusy] = useState(false);
  const reloadStock = () => queryClient.invalidateQueries({ queryKey: ['stock', 'goods'] });

  const sendPost = async (order: ReceivedOrder) => {
    setBusy(true);
    try {
      const answer = await guid.run((GuidId) => post<OrderAnswer>(orderPath.post, { GuidId, Id: order.Id, Version: order.Version }));
      onLoaded(answer.Order);
      notifySuccess(ReceivingMessages.Posted);
      void invalidateOrderLists(queryClient);
      void reloadStock();
    } catch (err) {
      // Someone changed the order since it was loaded: show their copy rather than post what was not seen.
      if (err instanceof ApiError && err.status === 409 && err.body?.Current) {
        onLoaded(err.body.Current as ReceivedOrder);
        notifyError('This order was changed after you opened it. Check it and post again.');
      } else showMovementError(err, Messages.SaveFailed);
    } finally {
      setBusy(false);
    }
  };

  const sendDelete = async (order: ReceivedOrder) => {
    setBusy(true);
    try {
      await del<OrderAnswer>(orderPath.delete(order.Id, order.Posted));
      notifySuccess(order.Posted ? ReceivingMessages.PostedDeleted : ReceivingMessages.Deleted);
      navigate('/receiving/list');
      queryClient.removeQueries({ queryKey: orderKeys.detail(order.Id) });
      void invalidateOrderLists(queryClient);
      if (order.Posted) void reloadStock();
    } catch (err) {
      showMovementError(err, Messages.DeleteFailed);
    } finally {
      setBusy(false);
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
