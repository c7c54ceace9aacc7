import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKeys } from './queryKeys';

/** A write that adds records: on success the new record's detail is set and the lists are invalidated. */
export function useCreateMutation<TVars, T extends { Id: number }>(keys: QueryKeys, mutationFn: (vars: TVars) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (created) => {
      queryClient.setQueryData(keys.detail(created.Id), created);
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}
