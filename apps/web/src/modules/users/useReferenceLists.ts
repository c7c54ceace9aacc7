import { useQuery } from '@tanstack/react-query';
import type { Role } from '@intermission/contracts';
import { get } from '../api/apiClient';

export const useJobTitles = () =>
  useQuery({ queryKey: ['users/jobTitles'], queryFn: () => get<{ Id: number; Name: string }[]>('users/jobTitles'), staleTime: 60_000 });
export const useStates = () =>
  useQuery({ queryKey: ['users/states'], queryFn: () => get<{ Id: number; Code: string; Name: string }[]>('users/states'), staleTime: 300_000 });
export const useRoles = () => useQuery({ queryKey: ['roles/_search', 99], queryFn: () => get<Role[]>('roles/_search?q=*&skip=0&take=99'), staleTime: 30_000 });
