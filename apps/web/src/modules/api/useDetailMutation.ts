import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKeys } from './queryKeys';

/**
 * A write of one record: on success it sets the record's detail with the server's answer and
 * invalidates the resource's lists. `setDetail` puts a copy in the cache (the 409's Current, when
 * the user loads the server's version instead of saving over it).
 */
export function useDetailMutation<TVars, T>(keys: QueryKeys, id: number | string, mutationFn: (vars: TVars) => Promise<T>) {
  const queryClient = useQueryClient();
  const setDetail = (record: T) => queryClient.setQueryData(keys.detail(id), record);
  const mutation = useMutation({
    mutationFn,
    onSuccess: (saved) => {
      setDetail(saved);
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
  return { ...mutation, setDetail };
}
