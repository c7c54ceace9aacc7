import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ManualSale, SaleMessages } from '@intermission/contracts';
import { useGuid } from '../api/useGuid';
import { notifySuccess } from '../ui/notify';
import { isRefusal, showApiError } from '../ui/showApiError';
import { checkSale, usePostSaleMutation } from './api';
import { saveSale } from './saveSale';

/** The duplicate or negative confirmation (§5): "Post anyways" or "Wait for processing". */
function confirmSale(kind: 'duplicate' | 'negative'): Promise<boolean> {
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: kind === 'duplicate' ? 'Matching sale' : 'Negative sale',
      children: <Text>{kind === 'duplicate' ? SaleMessages.DuplicateSale : SaleMessages.NegativeSale}</Text>,
      labels: { confirm: SaleMessages.PostAnyways, cancel: SaleMessages.WaitForProcessing },
      closeOnClickOutside: false,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    }),
  );
}

/**
 * The sale entry's save (document 2 §4): the checks and their confirmations, GET guid/1, the post;
 * 'Sale Created Successfully', or 'Sale Creation Failed' over the server's reasons (§8: model-state
 * errors joined with line breaks; a refusal's own message, such as a posted deposit's). Answers
 * whether the sale was posted.
 */
export function useSaleSave() {
  const guid = useGuid();
  const postSale = usePostSaleMutation();
  const save = async (sale: ManualSale, reduceInventory: boolean): Promise<boolean> => {
    try {
      const result = await saveSale(sale, {
        check: checkSale,
        confirm: confirmSale,
        withGuid: (send) => guid.run(send),
        post: (body, forced) => postSale.mutateAsync({ sale: body, reduceInventory, forced }),
      });
      if (!result.posted) return false;
      notifySuccess(SaleMessages.Created);
      return true;
    } catch (err) {
      showApiError(err, SaleMessages.CreationFailed, { withDetail: true, ownMessageOn: isRefusal });
      return false;
    }
  };
  return { save, saving: postSale.isPending };
}
