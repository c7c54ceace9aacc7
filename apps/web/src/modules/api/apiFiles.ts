import { ApiBasePath } from '@intermission/contracts';
import { sessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { refreshSession } from './apiClient';

/** The file name of a Content-Disposition header (attachment; filename="x.csv"), else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1]?.trim() || fallback;
}

/** A file the API answers (GET, or POST with a JSON body: a report's CSV) with the bearer token and the client's refresh rules. */
async function fetchFile(path: string, body?: unknown): Promise<Response> {
  const call = async () => {
    const s = sessionStore.get();
    if (s && new Date(s.expires).getTime() - Date.now() < 30_000) await refreshSession();
    const token = sessionStore.get()?.token;
    const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    try {
      return await fetch(
        `${ApiBasePath}/${path.replace(/^\//, '')}`,
        body === undefined ? { headers: auth } : { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      );
    } catch {
      throw new ApiError(0, null);
    }
  };
  let res = await call();
  if (res.status === 401 && sessionStore.get() && (await refreshSession())) res = await call();
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let parsed: ApiError['body'] = null;
    try {
      parsed = text ? (JSON.parse(text) as ApiError['body']) : null;
    } catch {
      parsed = { Message: text };
    }
    throw new ApiError(res.status, parsed);
  }
  return res;
}

/** A file from the API with the bearer token (the api client reads JSON; files come as blobs). */
export async function fetchBlob(path: string): Promise<Blob> {
  return (await fetchFile(path)).blob();
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a file from the API under its own name, through a blob URL. */
export async function downloadFile(path: string, name: string) {
  save(await fetchBlob(path), name);
}

/** Saves the file a POST answers (a report's CSV) under the name the server gives, else `fallback`; answers that name. */
export async function downloadPosted(path: string, body: unknown, fallback: string): Promise<string> {
  const res = await fetchFile(path, body ?? {});
  const name = attachmentName(res.headers.get('Content-Disposition'), fallback);
  save(await res.blob(), name);
  return name;
}
