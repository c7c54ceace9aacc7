import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import JSZip from 'jszip';
import { type ExportEntity, iifFile } from '@intermission/domain';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { exportTypeName } from './export-runs.repository';

/** A stored zip's name: a random id (nothing a caller can guess or walk out of the folder with). */
export const ExportFileName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.zip$/;

/** One IIF file of a zip: a run's (or a range's) entities. */
export interface IifPart {
  typeId: number;
  from: string;
  to: string;
  exportId?: number;
  entities: readonly ExportEntity[];
}

/** The name of an IIF file in a zip: `Transactions_2026-11-01_2026-11-30.iif`, the run's id first when there is one. */
export const iifName = (p: IifPart) => `${p.exportId ? `${p.exportId}_` : ''}${exportTypeName(p.typeId)}_${p.from}_${p.to}.iif`;

/** The exports' zips of IIF files under DATA_DIR/exports (docs/exports.md "Runs and jobs"). */
@Injectable()
export class ExportFiles {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  private dir() {
    return path.join(this.config.dataDir, 'exports');
  }

  /** Writes a zip of one IIF file per part; answers its stored name. */
  async writeZip(parts: IifPart[]): Promise<string> {
    const zip = new JSZip();
    for (const p of parts) zip.file(iifName(p), iifFile(p.entities));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const name = `${randomUUID()}.zip`;
    await fs.mkdir(this.dir(), { recursive: true });
    // Written aside then renamed: a download never reads half a zip.
    const file = path.join(this.dir(), name);
    await fs.writeFile(`${file}.part`, bytes);
    await fs.rename(`${file}.part`, file);
    return name;
  }

  /** The file of a stored name, or undefined for a name that is not one or a file that is not there. */
  async resolve(name: string): Promise<string | undefined> {
    if (!ExportFileName.test(name)) return undefined;
    const file = path.join(this.dir(), name);
    return (await fs.stat(file).catch(() => undefined))?.isFile() ? file : undefined;
  }
}
