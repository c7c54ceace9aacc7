import { useQuery } from '@tanstack/react-query';
import type { Address, Phone, Vendor, VendorSave } from '@intermission/contracts';
import { get, post, put } from '../api/apiClient';
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
