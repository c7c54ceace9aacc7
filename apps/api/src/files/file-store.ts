import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import sharp from 'sharp';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ModelStateException } from '../common/http/api-errors';

export interface Upload {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
  size: number;
}

/** What the bytes of a file are, decided from its first bytes (never from its name or declared type). */
export interface Sniffed {
  /** The extension the file is stored under. */
  ext: string;
  /** The type it is served with. */
  mime: string;
  /** The name extensions a document of this kind may carry. */
  names: readonly string[];
  image: boolean;
}

const kinds = {
  png: { ext: 'png', mime: 'image/png', names: ['png'], image: true },
  jpeg: { ext: 'jpg', mime: 'image/jpeg', names: ['jpg', 'jpeg'], image: true },
  gif: { ext: 'gif', mime: 'image/gif', names: ['gif'], image: true },
  webp: { ext: 'webp', mime: 'image/webp', names: ['webp'], image: true },
  pdf: { ext: 'pdf', mime: 'application/pdf', names: ['pdf'], image: false },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', names: ['docx'], image: false },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', names: ['xlsx'], image: false },
  pptx: { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', names: ['pptx'], image: false },
  doc: { ext: 'doc', mime: 'application/msword', names: ['doc'], image: false },
  xls: { ext: 'xls', mime: 'application/vnd.ms-excel', names: ['xls'], image: false },
  ppt: { ext: 'ppt', mime: 'application/vnd.ms-powerpoint', names: ['ppt'], image: false },
  txt: { ext: 'txt', mime: 'text/plain; charset=utf-8', names: ['txt'], image: false },
  csv: { ext: 'csv', mime: 'text/csv; charset=utf-8', names: ['csv'], image: false },
} satisfies Record<string, Sniffed>;

/** The document extensions the spec shows icons for (document 1, document 3), and images (they get thumbnails). */
export const DocumentExtensions = ['doc', 'docx', 'pdf', 'txt', 'csv', 'xls', 'xlsx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg', 'gif', 'webp'];
export const MaxDocumentBytes = 10 * 1024 * 1024;
export const MaxImageBytes = 5 * 1024 * 1024;
/** The types a stored file may be served with; anything else (an older row's declared type) is served as bytes. */
const servable = new Set<string>(Object.values(kinds).map((k) => k.mime));
/** The media types a document download may answer (OpenAPI): the sniffed kinds', and bytes. */
export const DocumentMediaTypes = [...new Set(Object.values(kinds).map((k) => k.mime.split(';')[0]!)), 'application/octet-stream'];

export const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/**
 * The name an upload is recorded under: its own name without control characters (a NUL cannot be
 * stored, and none belongs in a Content-Disposition), at most 200 characters, 'file' when nothing is left.
 */
export const uploadName = (file: Upload) =>
  file.originalname
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'file';

const starts = (b: Buffer, bytes: number[], at = 0) => b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The kind of a file from its magic bytes. An Office Open XML file is a ZIP whose parts name its
 * application (word/, xl/, ppt/); an older Office file is an OLE compound file, which the name's
 * extension then tells apart. Text is UTF-8 without NUL and without markup at its start.
 */
export function sniff(b: Buffer, name = ''): Sniffed | undefined {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return kinds.png;
  if (starts(b, [0xff, 0xd8, 0xff])) return kinds.jpeg;
  if (starts(b, ascii('GIF87a')) || starts(b, ascii('GIF89a'))) return kinds.gif;
  if (starts(b, ascii('RIFF')) && starts(b, ascii('WEBP'), 8)) return kinds.webp;
  if (starts(b, ascii('%PDF-'))) return kinds.pdf;
  const ext = extensionOf(name);
  if (starts(b, [0x50, 0x4b, 0x03, 0x04])) {
    const parts = b.toString('latin1');
    if (parts.includes('word/')) return kinds.docx;
    if (parts.includes('xl/')) return kinds.xlsx;
    if (parts.includes('ppt/')) return kinds.pptx;
    return undefined;
  }
  if (starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return ext === 'xls' ? kinds.xls : ext === 'ppt' ? kinds.ppt : kinds.doc;
  if (b.length > 0 && !b.includes(0) && isUtf8(b) && !/^\s*</.test(b.subarray(0, 512).toString('utf8'))) return ext === 'csv' ? kinds.csv : kinds.txt;
  return undefined;
}

function isUtf8(b: Buffer) {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/** Multer's options for one file in the field "file": names in UTF-8 (as browsers send them), not busboy's latin1. */
export const oneFile = (maxBytes: number) => ({ limits: { fileSize: maxBytes, files: 1 }, defParamCharset: 'utf8' });

/** The upload's bytes must be there: no file is the spec's "Invalid Document", an empty one says so. */
export function requireContent(file: Upload | undefined, missing: () => Error): asserts file is Upload {
  if (!file) throw missing();
  if (file.size === 0 || file.buffer.length === 0) throw new ModelStateException({ file: ['The file is empty'] });
}

/**
 * An image (PNG, JPEG, GIF or WebP) by its magic bytes, and one that decodes: SVG and everything
 * else is refused whatever its name or declared type.
 */
export async function sniffImage(file: Upload, message: string): Promise<Sniffed> {
  const kind = sniff(file.buffer);
  const decodes =
    kind?.image &&
    (await Promise.resolve()
      .then(() => sharp(file.buffer).metadata())
      .then((m) => !!m.format && m.format !== 'svg')
      .catch(() => false));
  if (!kind || !decodes) throw new ModelStateException({ file: [message] });
  return kind;
}

/** A document of an allowed kind whose name's extension agrees with its content. */
export async function sniffDocument(file: Upload): Promise<Sniffed> {
  const ext = extensionOf(file.originalname);
  if (!DocumentExtensions.includes(ext)) throw new ModelStateException({ file: [`Documents may be ${DocumentExtensions.join(', ')}`] });
  const kind = sniff(file.buffer, file.originalname);
  if (!kind || !kind.names.includes(ext)) throw new ModelStateException({ file: [`The file is not a ${ext} file`] });
  if (kind.image) return sniffImage(file, `The file is not a ${ext} file`);
  return kind;
}

/** The type to serve a stored file with: one the server sniffed, else plain bytes (rows stored before sniffing kept the declared type). */
export const servedType = (stored: string | null | undefined) => (stored && servable.has(stored) ? stored : 'application/octet-stream');

/** The type of a file the server stored under its sniffed kind's extension (user photos). */
export const storedType = (file: string) => servedType(Object.values(kinds).find((k) => k.image && k.ext === extensionOf(file))?.mime);

/**
 * Content-Disposition for a download: an ASCII fallback `filename` and the exact name in RFC 5987
 * `filename*` (a header may carry only Latin-1, and Node refuses other characters with a 500).
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a stored file with the type the server decided and no sniffing by the browser. */
export function sendStored(res: Response, file: string, type: string, headers: Record<string, string> = {}) {
  res.setHeader('Content-Type', type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  // The data directory is .data/ by default: let send serve under a dot-directory.
  res.sendFile(file, { dotfiles: 'allow' });
}

/**
 * Uploaded files on disk under DATA_DIR/uploads/<area>/, named by a random id with the sniffed
 * kind's extension; an image's thumbnail keeps that name with a _thumb suffix.
 */
@Injectable()
export class FileStore {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  private dir(area: string) {
    return path.join(this.config.dataDir, 'uploads', area);
  }

  /** The file of a stored name in an area; undefined for a name that would leave the area. */
  resolve(area: string, storedName: string): string | undefined {
    if (!/^[\w.-]+$/.test(storedName)) return undefined;
    return path.join(this.dir(area), storedName);
  }

  async save(area: string, file: Upload, kind: Sniffed, withThumbnail: boolean): Promise<{ storedName: string; thumbnailName: string | null }> {
    const id = randomUUID();
    const storedName = `${id}.${kind.ext}`;
    await fs.mkdir(this.dir(area), { recursive: true });
    await fs.writeFile(path.join(this.dir(area), storedName), file.buffer);
    let thumbnailName: string | null = null;
    if (withThumbnail && kind.image) {
      thumbnailName = `${id}_thumb.png`;
      await sharp(file.buffer)
        .rotate()
        .resize(256, 256, { fit: 'inside' })
        .png()
        .toFile(path.join(this.dir(area), thumbnailName));
    }
    return { storedName, thumbnailName };
  }

  async remove(area: string, ...names: (string | null)[]): Promise<void> {
    for (const n of names) {
      const p = n ? this.resolve(area, n) : undefined;
      if (p) await fs.rm(p, { force: true });
    }
  }
}
