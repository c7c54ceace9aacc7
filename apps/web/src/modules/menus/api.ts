import { useQuery } from '@tanstack/react-query';
import type {
  KitPriceSchema,
  Menu,
  MenuCopySchema,
  MenuKitPriceSavedSchema,
  MenuListItem,
  MenuSave,
  MenuSearchQuerySchema,
  VenueWithSalesLocations,
} from '@intermission/contracts';
import type { z } from 'zod';
import { del, get, post, put } from '../api/apiClient';
import { getPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import { goodKeys } from '../goods/api';
import { useCreateMutation } from '../api/useCreateMutation';
import { useDetailMutation } from '../api/useDetailMutation';
import { useRemoveMutation } from '../api/useRemoveMutation';

/** The keys of everything under the `menus` path. */
export const menuKeys = queryKeys('menus');

export function useMenuQuery(id: number, enabled = true) {
  return useQuery({ queryKey: menuKeys.detail(id), queryFn: () => get<Menu>(`menus/${id}`), enabled });
}

/** GET menus/_search: a page of the menus list (PagedList's query). */
export const menusSearchQuery = (query: z.output<typeof MenuSearchQuerySchema>) => getPageQuery<MenuListItem>(menuKeys.list(query), 'menus/_search', query);

export const useVenuesWithSalesLocationsQuery = () =>
  useQuery({
    queryKey: goodKeys.of('dropDown', 'venuesWithSalesLocations'),
    queryFn: () => get<VenueWithSalesLocations[]>('goods/dropDown/venuesWithSalesLocations'),
  });

export const useCreateMenuMutation = () => useCreateMutation(menuKeys, (menu: { Name: string }) => post<Menu>('menus', menu));

/** The whole menu (name, kits with prices, categories and grid) in one PUT. */
export const useSaveMenuMutation = (id: number) => useDetailMutation(menuKeys, id, (menu: MenuSave) => put<Menu>('menus', menu));

/** One kit's price on this menu, or on every menu when OverwriteAllMenus; answers this menu. */
export const useSaveKitPriceMutation = (menuId: number, kitId: number) =>
  useDetailMutation(
    menuKeys,
    menuId,
    async (body: z.input<typeof KitPriceSchema>) => (await put<z.output<typeof MenuKitPriceSavedSchema>>(`menus/${menuId}/kits/${kitId}/price`, body)).Menu,
  );

/** The body of POST menus/copy. */
export type MenuCopy = z.input<typeof MenuCopySchema>;

export const useCopyMenuMutation = () => useCreateMutation(menuKeys, (copy: MenuCopy) => post<Menu>('menus/copy', copy));

export const useDeleteMenuMutation = (id: number) => useRemoveMutation(menuKeys, id, () => del(`menus/${id}`));
