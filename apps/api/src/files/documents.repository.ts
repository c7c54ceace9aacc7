import { Injectable } from '@nestjs/common';
import path from 'node:path';
import { searchText } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { likeText } from '../users/users.repository';

const view = (d: {
  Id: number;
  Name: string;
  ThumbnailName: string | null;
  ContentType: string;
  Size: number;
  StatusId: number;
  CreatedAt: Date | string;
}) => ({
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

  async search(ownerType: string, ownerId: string, q: string | undefined, skip: number, take: number) {
    const text = searchText(q);
    const filtered = this.db
      .selectFrom('app.documents')
      .where('OwnerType', '=', ownerType)
      .where('OwnerId', '=', ownerId)
      .$if(text !== undefined, (qb) => qb.where('Name', 'ilike', likeText(text!)));
    const rows = await filtered
      .select(['Id', 'Name', 'ThumbnailName', 'ContentType', 'Size', 'StatusId', 'CreatedAt'])
      .orderBy('CreatedAt', 'desc')
      .orderBy('Id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
    const total = await filtered.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map(view), total: Number(total.n) };
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
  }) {
    const row = await this.db.insertInto('app.documents').values(v).returningAll().executeTakeFirstOrThrow();
    await this.db
      .insertInto('app.audit_log')
      .values({
        UserId: v.CreatedBy,
        Entity: 'Document',
        EntityId: String(row.Id),
        Action: 'Upload',
        Changes: JSON.stringify({ owner: `${v.OwnerType}/${v.OwnerId}`, name: v.Name }),
      })
      .execute();
    return view(row);
  }

  async remove(actorId: number, ownerType: string, ownerId: string, id: number) {
    const row = await this.db
      .deleteFrom('app.documents')
      .where('OwnerType', '=', ownerType)
      .where('OwnerId', '=', ownerId)
      .where('Id', '=', id)
      .returning(['StoredName', 'ThumbnailName'])
      .executeTakeFirst();
    if (row)
      await this.db
        .insertInto('app.audit_log')
        .values({ UserId: actorId, Entity: 'Document', EntityId: String(id), Action: 'Delete', Changes: '{}' })
        .execute();
    return row;
  }

  async clientExists(id: number) {
    return !!(await this.db.selectFrom('app.clients').select('Id').where('Id', '=', id).executeTakeFirst());
  }
}
