import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import type { SaveOutcome } from '@intermission/db';
import { ModelStateException } from '../common/http/api-errors';
import { UsersRepository } from './users.repository';
import { type Upload, requireContent, sniffImage } from '../files/file-store';

export const MaxPhotoBytes = 5 * 1024 * 1024;

/** User photos on disk under DATA_DIR/uploads/users/{id}/; the thumbnail keeps the name with a _thumb suffix. */
@Injectable()
export class UserPhotoService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {}

  private dir(id: number) {
    return path.join(this.config.dataDir, 'uploads', 'users', String(id));
  }

  async save(actorId: number, id: number, file: Upload | undefined): Promise<SaveOutcome> {
    requireContent(file, () => new ModelStateException({ file: ['Invalid Document'] }));
    // The content decides, not the name or the declared type.
    const { ext } = await sniffImage(file, 'The photo must be a JPEG, PNG, WebP or GIF image');
    const base =
      path
        .parse(file.originalname)
        .name.replace(/[^\w.-]/g, '_')
        .slice(0, 80) || 'photo';
    const dir = this.dir(id);
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true });
    const image = path.join(dir, `${base}.${ext}`);
    const thumb = path.join(dir, `${base}_thumb.png`);
    await fs.writeFile(image, file.buffer);
    await sharp(file.buffer).rotate().resize(128, 128, { fit: 'cover' }).png().toFile(thumb);
    return this.users.setPhoto(actorId, id, image, thumb);
  }

  async remove(actorId: number, id: number): Promise<SaveOutcome> {
    await fs.rm(this.dir(id), { recursive: true, force: true });
    return this.users.setPhoto(actorId, id, null, null);
  }

  async file(id: number, which: 'image' | 'thumb'): Promise<string | undefined> {
    const paths = await this.users.photoPaths(id);
    const p = which === 'image' ? paths?.ImagePath : paths?.ThumbnailPath;
    return p && p.startsWith(this.dir(id)) ? p : undefined;
  }
}
