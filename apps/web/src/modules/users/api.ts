import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Address,
  IdName,
  PasswordChange,
  PasswordChangedSchema,
  Phone,
  PortalAccess,
  User,
  UserBasicInfo,
  UserCreate,
  UserPortalAccessSavedSchema,
  UserSearchQuerySchema,
  UserState,
  UserSummary,
} from '@intermission/contracts';
import { api, del, get, post, put } from '../api/apiClient';
import { getPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import { useCreateMutation } from '../api/useCreateMutation';
import { useDetailMutation } from '../api/useDetailMutation';
import { sessionStore } from '../session/sessionStore';

/** The keys of everything under the `users` path. */
export const userKeys = queryKeys('users');

type Versioned<T> = T & { Version: number };

export function useUserQuery(id: number) {
  return useQuery({ queryKey: userKeys.detail(id), queryFn: () => get<User>(`users/${id}`), enabled: id > 0 });
}

/** GET users/_search: a page of the users list (PagedList's query). */
export const usersSearchQuery = (query: z.output<typeof UserSearchQuerySchema>) => getPageQuery<UserSummary>(userKeys.list(query), 'users/_search', query);

export const useJobTitlesQuery = () => useQuery({ queryKey: userKeys.of('jobTitles'), queryFn: () => get<IdName[]>('users/jobTitles'), staleTime: 60_000 });
export const useStatesQuery = () => useQuery({ queryKey: userKeys.of('states'), queryFn: () => get<UserState[]>('users/states'), staleTime: 300_000 });

/** POST users/Create: a new staff user (with portal access when a user name is given). */
export const useCreateUserMutation = () => useCreateMutation(userKeys, (body: UserCreate) => post<User>('users/Create', body));

/** The signed-in user's own name follows their record. */
const renameOwn = (u: User) => {
  if (u.Id === sessionStore.get()?.userId) sessionStore.rename(u.FirstName, u.LastName);
  return u;
};

/** Puts a copy of the user in the cache (the 409's Current) and renames the session when it is the user's own. */
export function useSetUser(id: number) {
  const queryClient = useQueryClient();
  return (u: User) => queryClient.setQueryData(userKeys.detail(id), renameOwn(u));
}

export const useSaveUserMutation = (id: number) =>
  useDetailMutation(userKeys, id, async (body: Omit<UserBasicInfo, 'Id'>) => renameOwn(await put<User>('users', { ...body, Id: id })));

export const useSaveUserPhonesMutation = (id: number) =>
  useDetailMutation(userKeys, id, (body: Versioned<{ UserPhones: Phone[] }>) => put<User>(`users/${id}/phones`, body));

export const useSaveUserAddressMutation = (id: number) =>
  useDetailMutation(userKeys, id, (body: Versioned<{ Address: Address }>) => put<User>(`users/${id}/address`, body));

/** Gives or changes portal access; answers the server's message with the user. */
export const useSavePortalAccessMutation = (id: number) =>
  useDetailMutation(userKeys, id, async (body: PortalAccess) => {
    const res = await put<z.output<typeof UserPortalAccessSavedSchema>>(`users/${id}/portalAccess`, body);
    return Object.assign(res.User, { Message: res.Message });
  });

export const useRemovePortalAccessMutation = (id: number) => useDetailMutation(userKeys, id, () => del<User>(`users/${id}/portalAccess`));

export const useSetUserAccessMutation = (id: number) =>
  useDetailMutation(userKeys, id, (hasAccess: boolean) => put<User>(`users/${id}/hasAccess/${hasAccess}`));

export const useUploadUserPhotoMutation = (id: number) =>
  useDetailMutation(userKeys, id, async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return renameOwn((await api<User>('POST', `users/${id}/pic`, form)).data);
  });

export const useDeleteUserPhotoMutation = (id: number) => useDetailMutation(userKeys, id, () => del<User>(`users/${id}/pic`));

/** The own password; the answer's new session replaces the current one. */
export const useChangePasswordMutation = () =>
  useMutation({
    mutationFn: (form: PasswordChange) => put<z.output<typeof PasswordChangedSchema>>('users/password', form),
    onSuccess: (res) => res.LoginResult && sessionStore.refreshed(res.LoginResult),
  });
