import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';

export interface Upload {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
  size: number;
}

const images = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp']);
const office = new Set(['doc', 'xls', 'ppt']);
const officeXml = new Set(['docx', 'xlsx', 'pptx']);
const text = new Set(['txt', 'csv']);

export const DocumentExtensions = ['doc', 'docx', 'pdf', 'txt', 'csv', 'xls', 'xlsx', 'ppt', 'pptx', ...images];
export const MaxDocumentBytes = 10 * 1024 * 1024;
export const MaxImageBytes = 5 * 1024 * 1024;

export const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** Whether the bytes are what the extension says (the name alone is not trusted). */
export async function contentMatches(ext: string, buffer: Buffer): Promise<boolean> {
  if (images.has(ext))
    return !!(await sharp(buffer)
      .metadata()
      .then((m) => m.format)
      .catch(() => undefined));
  if (ext === 'pdf') return buffer.subarray(0, 5).toString('latin1') === '%PDF-';
  if (officeXml.has(ext)) return buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (office.has(ext)) return buffer.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  if (text.has(ext)) return !buffer.includes(0);
  return false;
}

/**
 * Uploaded files on disk under DATA_DIR/uploads/<area>/, named by a random id with the original
 * extension; an image's thumbnail keeps that name with a _thumb suffix.
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

  async save(area: string, file: Upload, withThumbnail: boolean): Promise<{ storedName: string; thumbnailName: string | null }> {
    const ext = extensionOf(file.originalname);
    const id = randomUUID();
    const storedName = `${id}.${ext}`;
    await fs.mkdir(this.dir(area), { recursive: true });
    await fs.writeFile(path.join(this.dir(area), storedName), file.buffer);
    let thumbnailName: string | null = null;
    if (withThumbnail && images.has(ext)) {
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

export const isImage = (name: string) => images.has(extensionOf(name));
