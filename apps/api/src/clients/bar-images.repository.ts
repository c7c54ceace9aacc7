import { Injectable } from '@nestjs/common';
import { type Db, writeAudit } from '@intermission/db';
import { InjectDb } from '../database/database.module';

/** The file an image row names: its stored name, thumbnail and content type. */
export interface BarImageFile {
  Name: string;
  StoredName: string;
  ThumbnailName: string;
  ContentType: string;
}

/** Bar images per sales location; every change writes its audit row in the same transaction. */
@Injectable()
export class BarImagesRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async salesLocationExists(id: number): Promise<boolean> {
    return !!(await this.db.selectFrom('app.sales_locations').select('Id').where('Id', '=', id).executeTakeFirst());
  }

  async list(salesLocationId: number) {
    const rows = await this.db
      .selectFrom('app.bar_images')
      .select(['Id', 'Name', 'CreatedAt'])
      .where('SalesLocationId', '=', salesLocationId)
      .orderBy('CreatedAt', 'desc')
      .orderBy('Id', 'desc')
      .execute();
    return rows.map((r) => ({ ...r, CreatedAt: new Date(r.CreatedAt).toISOString() }));
  }

  find(salesLocationId: number, id: number) {
    return this.db.selectFrom('app.bar_images').selectAll().where('Id', '=', id).where('SalesLocationId', '=', salesLocationId).executeTakeFirst();
  }

  add(actorId: number, salesLocationId: number, file: BarImageFile) {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx
        .insertInto('app.bar_images')
        .values({ SalesLocationId: salesLocationId, ...file })
        .returning(['Id', 'Name'])
        .executeTakeFirstOrThrow();
      await writeAudit(tx, { actorId, entity: 'BarImage', entityId: r.Id, action: 'Add', changes: { salesLocationId } });
      return r;
    });
  }

  async replace(actorId: number, id: number, file: BarImageFile): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.updateTable('app.bar_images').set(file).where('Id', '=', id).execute();
      await writeAudit(tx, { actorId, entity: 'BarImage', entityId: id, action: 'Replace' });
    });
  }

  async remove(actorId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('app.bar_images').where('Id', '=', id).execute();
      await writeAudit(tx, { actorId, entity: 'BarImage', entityId: id, action: 'Delete' });
    });
  }
}
