import { ApiBasePath } from '@intermission/contracts';
import { sessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { refreshSession } from './apiClient';

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
