import { useQuery } from '@tanstack/react-query';
import { get } from '../api/apiClient';

export interface VenueOption {
  Id: number;
  Name: string;
  ClientName: string;
}

/** Venues to pick from (the client area's venue list comes with its issue; this is the dropdown). */
export const useVenueOptions = () => useQuery({ queryKey: ['venues/dropDown'], queryFn: () => get<VenueOption[]>('posusers/venues'), staleTime: 60_000 });
