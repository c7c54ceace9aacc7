import { useQuery } from '@tanstack/react-query';
import { ApiBasePath, type Phone } from '@intermission/contracts';
import { ApiError } from '../../api/ApiError';
import { get, refreshSession } from '../../api/apiClient';
import { sessionStore } from '../../session/sessionStore';
import { notifyError } from '../../ui/notify';
import { showApiError } from '../../ui/showApiError';

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

export interface ClientDocument {
  Id: number;
  Name: string;
  StatusId: number;
  ContentType: string;
  Size: number;
  Extension: string;
  ThumbnailName: string | null;
  CreatedAt: string;
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
export const latestDocumentsKey = (id: number) => ['clients', id, 'documents', 'latest'] as const;

/** The client type list (GET clients/clientTypes). */
export const useClientTypes = () =>
  useQuery({ queryKey: ['clients/clientTypes'], queryFn: () => get<{ Id: number; Name: string }[]>('clients/clientTypes'), staleTime: 300_000 });

/** A hierarchy search query string: '*' for no text (spec document 1 §7.2). */
export const searchQuery = (q: string, skip: number, take: number, extra: Record<string, string | number | boolean> = {}) => {
  const p = new URLSearchParams({ q: q.trim() || '*', skip: String(skip), take: String(take) });
  for (const [k, v] of Object.entries(extra)) p.set(k, String(v));
  return p.toString();
};

/**
 * A failure whose server answer carries its own message (a refused delete, "Invalid note", "Invalid
 * Document") shows that message; anything else goes through the shared error handling.
 */
export function showServerMessage(err: unknown, fallback: string, setFieldError?: (field: string, message: string) => void) {
  if (err instanceof ApiError && err.status === 400 && err.body?.Message && !err.modelState) return notifyError(err.body.Message);
  showApiError(err, fallback, setFieldError);
}

/** A file from the API with the bearer token (the api client reads JSON; files come as blobs). */
export async function fetchBlob(path: string): Promise<Blob> {
  const call = async () => {
    const s = sessionStore.get();
    if (s && new Date(s.expires).getTime() - Date.now() < 30_000) await refreshSession();
    const token = sessionStore.get()?.token;
    try {
      return await fetch(`${ApiBasePath}/${path.replace(/^\//, '')}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } catch {
      throw new ApiError(0, null);
    }
  };
  let res = await call();
  if (res.status === 401 && sessionStore.get() && (await refreshSession())) res = await call();
  if (!res.ok) throw new ApiError(res.status, null);
  return res.blob();
}

/** Saves a file from the API under its own name, through a blob URL. */
export async function downloadFile(path: string, name: string) {
  const url = URL.createObjectURL(await fetchBlob(path));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
