import { Injectable } from '@nestjs/common';
import path from 'node:path';
import { type DocumentView, searchText } from '@intermission/contracts';
import { type Db, findPage, likeText, type Page, type PageRequest, writeAudit } from '@intermission/db';
import { InjectDb } from '../database/database.module';

const view = (d: {
  Id: number;
  Name: string;
  ThumbnailName: string | null;
  ContentType: string;
  Size: number;
  StatusId: number;
  CreatedAt: Date | string;
}): DocumentView => ({
  Id: d.Id,
  Name: d.Name,
  StatusId: d.StatusId,
  ContentType: d.ContentType,
  Size: d.Size,
  Extension: path.extname(d.Name).slice(1).toLowerCase(),
  // The thumbnail is named after the original with a _thumb suffix.
  ThumbnailName: d.ThumbnailName ? `${path.parse(d.Name).name}_thumb.png` : null,
  CreatedAt: new Date(d.CreatedAt).toISOString(),
});

@Injectable()
export class DocumentsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async search(ownerType: string, ownerId: string, q: string | undefined, page: PageRequest): Promise<Page<DocumentView>> {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.documents')
      .where('OwnerType', '=', ownerType)
      .where('OwnerId', '=', ownerId)
      .$if(text !== undefined, (qb) => qb.where('Name', 'ilike', likeText(text!)));
    const { rows, total } = await findPage(
      filtered,
      (qb) => qb.select(['Id', 'Name', 'ThumbnailName', 'ContentType', 'Size', 'StatusId', 'CreatedAt']).orderBy('CreatedAt', 'desc').orderBy('Id', 'desc'),
      page,
    );
    return { rows: rows.map(view), total };
  }

  async find(ownerType: string, ownerId: string, id: number) {
    return this.db
      .selectFrom('app.documents')
      .selectAll()
      .where('OwnerType', '=', ownerType)
      .where('OwnerId', '=', ownerId)
      .where('Id', '=', id)
      .executeTakeFirst();
  }

  async add(v: {
    OwnerType: string;
    OwnerId: string;
    Name: string;
    StoredName: string;
    ThumbnailName: string | null;
    ContentType: string;
    Size: number;
    CreatedBy: number;
  }): Promise<DocumentView> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx.insertInto('app.documents').values(v).returningAll().executeTakeFirstOrThrow();
      await writeAudit(tx, {
        actorId: v.CreatedBy,
        entity: 'Document',
        entityId: row.Id,
        action: 'Upload',
        changes: { owner: `${v.OwnerType}/${v.OwnerId}`, name: v.Name },
      });
      return view(row);
    });
  }

  /** Deletes the document of this owner: its stored file names (to remove the files), or undefined when there was none. */
  async remove(actorId: number, ownerType: string, ownerId: string, id: number): Promise<{ StoredName: string; ThumbnailName: string | null } | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .deleteFrom('app.documents')
        .where('OwnerType', '=', ownerType)
        .where('OwnerId', '=', ownerId)
        .where('Id', '=', id)
        .returning(['StoredName', 'ThumbnailName'])
        .executeTakeFirst();
      if (row) await writeAudit(tx, { actorId, entity: 'Document', entityId: id, action: 'Delete' });
      return row;
    });
  }

  async clientExists(id: number) {
    return !!(await this.db.selectFrom('app.clients').select('Id').where('Id', '=', id).executeTakeFirst());
  }
}
