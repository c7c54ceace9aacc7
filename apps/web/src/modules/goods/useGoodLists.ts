import { useQuery } from '@tanstack/react-query';
import type { ManagedItem } from '@intermission/contracts';
import { get } from '../api/apiClient';

type Named = { Id: number; Name: string };
export const useGoodCategories = () => useQuery({ queryKey: ['goods/categories'], queryFn: () => get<Named[]>('goods/categories'), staleTime: 60_000 });
export const useGoodTypes = () => useQuery({ queryKey: ['goods/goodTypes'], queryFn: () => get<Named[]>('goods/goodTypes'), staleTime: 60_000 });
export const useAccounts = (list: 'revenueAccounts' | 'cogsAccounts' | 'inventoryAccounts') =>
  useQuery({ queryKey: ['managedItems', list], queryFn: () => get<ManagedItem[]>(`managedItems/${list}`), staleTime: 60_000 });
