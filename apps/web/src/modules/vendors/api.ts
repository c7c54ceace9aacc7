import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Address, Phone, Vendor, VendorListItem, VendorSave, VendorSearchSchema } from '@intermission/contracts';
import { get, post, put } from '../api/apiClient';
import { postPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import { useCreateMutation } from '../api/useCreateMutation';
import { useDetailMutation } from '../api/useDetailMutation';
import { useRemoveMutation } from '../api/useRemoveMutation';

/** The keys of everything under the `vendors` path. */
export const vendorKeys = queryKeys('vendors');

type Versioned<T> = T & { Version: number };

export function useVendorQuery(id: number) {
  return useQuery({ queryKey: vendorKeys.detail(id), queryFn: () => get<Vendor>(`vendors/${id}`) });
}

/** POST vendors/_search: a page of the vendors list (PagedList's query). */
export const vendorsSearchQuery = (body: z.input<typeof VendorSearchSchema>) => postPageQuery<VendorListItem>(vendorKeys.list(body), 'vendors/_search', body);

export const useCreateVendorMutation = () => useCreateMutation(vendorKeys, (vendor: VendorSave) => post<Vendor>('vendors', vendor));

/** The vendor's basic info; the phones, address and goods are saved by their own calls. */
export const useSaveVendorMutation = (id: number) => useDetailMutation(vendorKeys, id, (vendor: Versioned<VendorSave>) => put<Vendor>(`vendors/${id}`, vendor));

export const useSaveVendorPhonesMutation = (id: number) =>
  useDetailMutation(vendorKeys, id, (body: Versioned<{ VendorPhones: Phone[] }>) => put<Vendor>(`vendors/${id}/phones`, body));

export const useSaveVendorAddressMutation = (id: number) =>
  useDetailMutation(vendorKeys, id, (body: Versioned<{ Address: Address }>) => put<Vendor>(`vendors/${id}/address`, body));

export const useSaveVendorGoodsMutation = (id: number) =>
  useDetailMutation(vendorKeys, id, (body: Versioned<{ VendorGoods: { goodId: number }[] }>) => put<Vendor>(`vendors/${id}/goods`, body));

export const useArchiveVendorMutation = (id: number) => useRemoveMutation(vendorKeys, id, () => post(`vendors/archive/${id}/`));
