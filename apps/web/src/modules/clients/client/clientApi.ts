import { useQuery } from '@tanstack/react-query';
import type { Phone } from '@intermission/contracts';
import { get } from '../../api/apiClient';

/** A client as GET clients/{id} answers (spec document 1 §3). */
export interface Client {
  Id: number;
  Name: string;
  Description: string | null;
  ClientTypeId: number;
  ClientType: { Id: number; Name: string } | null;
  ClientPhones: (Phone & { PhoneExt: string })[];
  Address: { Line1: string; Line2: string; City: string; StateId: number | null; Zip: string } | null;
  AddressId: number | null;
  Archived: boolean;
  Version: number;
}

export interface ClientNote {
  Id: number;
  ClientId: number;
  Title: string;
  Content: string;
  CreatedAt: string;
  Version: number;
}

export interface VenueRow {
  Id: number;
  Name: string;
  Code: string | null;
  ClientId: number;
  ClientName: string;
  ManagerId: number | null;
  ManagerName: string | null;
  Archived: boolean;
  Version: number;
}

export interface TheatreRow {
  Id: number;
  Name: string;
  Code: string | null;
  IsTest: boolean;
  VenueId: number;
  VenueName: string;
  ClientId: number;
  ClientName: string;
  Archived: boolean;
  VenueArchived: boolean;
  Version: number;
}

export const clientKey = (id: number) => ['clients', id] as const;
export const latestNotesKey = (id: number) => ['clients', id, 'notes', 'latest'] as const;

/** The client type list (GET clients/clientTypes). */
export const useClientTypes = () =>
  useQuery({ queryKey: ['clients/clientTypes'], queryFn: () => get<{ Id: number; Name: string }[]>('clients/clientTypes'), staleTime: 300_000 });

/** A hierarchy search query string: '*' for no text (spec document 1 §7.2). */
export const searchQuery = (q: string, skip: number, take: number, extra: Record<string, string | number | boolean> = {}) => {
  const p = new URLSearchParams({ q: q.trim() || '*', skip: String(skip), take: String(take) });
  for (const [k, v] of Object.entries(extra)) p.set(k, String(v));
  return p.toString();
};
