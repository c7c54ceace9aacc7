import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKeys } from './queryKeys';

/** A write that takes a record away (archive, delete): its detail is dropped and the lists are invalidated. */
export function useRemoveMutation<TVars = void>(keys: QueryKeys, id: number | string, mutationFn: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}
