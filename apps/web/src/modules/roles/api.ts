import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Role, RoleSave, RoleSearchQuerySchema } from '@intermission/contracts';
import { del, get, post, put } from '../api/apiClient';
import { getPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import { useCreateMutation } from '../api/useCreateMutation';
import { useDetailMutation } from '../api/useDetailMutation';
import { useRemoveMutation } from '../api/useRemoveMutation';

/** The keys of everything under the `roles` path. */
export const roleKeys = queryKeys('roles');

/** The body POST/PUT roles take (the id comes from the page, the version on PUT). */
type RoleBody = Pick<RoleSave, 'Name' | 'UserRoleClaims'>;

export function useRoleQuery(id: number) {
  return useQuery({ queryKey: roleKeys.detail(id), queryFn: () => get<Role>(`roles/${id}`) });
}

/** GET roles/_search: a page of the roles list (PagedList's query). */
export const rolesSearchQuery = (query: z.output<typeof RoleSearchQuerySchema>) => getPageQuery<Role>(roleKeys.list(query), 'roles/_search', query);

/** Every role (at most 99), to pick a user's role from. */
export const useAllRolesQuery = () =>
  useQuery({ queryKey: roleKeys.list('all'), queryFn: () => get<Role[]>('roles/_search?q=*&skip=0&take=99'), staleTime: 30_000 });

export const useCreateRoleMutation = () => useCreateMutation(roleKeys, (role: RoleBody) => post<Role>('roles', role));

export const useSaveRoleMutation = (id: number) =>
  useDetailMutation(roleKeys, id, (role: RoleBody & { Version: number }) => put<Role>('roles', { ...role, Id: id }));

export const useDeleteRoleMutation = (id: number) => useRemoveMutation(roleKeys, id, () => del(`roles/${id}`));
