import { useQuery } from '@tanstack/react-query';
import type { User } from '@intermission/contracts';
import { get } from '../api/apiClient';

export const userKey = (id: number) => ['users', id] as const;

export function useUser(id: number) {
  return useQuery({ queryKey: userKey(id), queryFn: () => get<User>(`users/${id}`), enabled: id > 0 });
}
