import { BadRequestException, Controller, Delete, Get, Post, Put, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { BarImageAddedSchema, BarImageSchema, ClientAreaMessages, MessageAnswerSchema } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { IdParam } from '../common/http/zod-params.decorator';
import { FileResponse, ZodResponse } from '../common/http/zod-response.decorator';
import { InjectDb } from '../database/database.module';
import { FileStore, MaxImageBytes, type Upload, contentMatches, extensionOf, isImage } from '../files/file-store';
import { audit } from './record-state';

const area = 'bar-images';

/** Photos of how a bar is set up, per sales location: add and replace need Clients FullAccess. */
@ApiTags('salesLocations')
@Controller('salesLocations/:salesLocationId/barimages')
export class BarImagesController {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly files: FileStore,
  ) {}

  @Get()
  @RequireClaim('SalesLocations', 'ReadOnly', ['Clients', 'ReadOnly'])
  @ZodResponse(z.array(BarImageSchema))
  async list(@IdParam('salesLocationId') salesLocationId: number) {
    await this.location(salesLocationId);
    const rows = await this.db
      .selectFrom('app.bar_images')
      .select(['Id', 'Name', 'CreatedAt'])
      .where('SalesLocationId', '=', salesLocationId)
      .orderBy('CreatedAt', 'desc')
      .orderBy('Id', 'desc')
      .execute();
    return rows.map((r) => ({ ...r, CreatedAt: new Date(r.CreatedAt).toISOString() }));
  }

  @Get(':id')
  @RequireClaim('SalesLocations', 'ReadOnly', ['Clients', 'ReadOnly'])
  @FileResponse('image/png', 'image/jpeg', 'image/gif', 'image/webp')
  async file(
    @IdParam('salesLocationId') salesLocationId: number,
    @IdParam() id: number,
    @Query('thumbnail') thumbnail: string | undefined,
    @Res() res: Response,
  ) {
    const image = await this.image(salesLocationId, id);
    const file = this.files.resolve(area, thumbnail === 'true' ? image.ThumbnailName : image.StoredName);
    if (!file) throw new NotFoundApiException('The bar image');
    res.setHeader('Content-Type', thumbnail === 'true' ? 'image/png' : image.ContentType);
    res.setHeader('Cache-Control', 'private, max-age=60');
    // The data directory is .data/ by default: let send serve under a dot-directory.
    res.sendFile(file, { dotfiles: 'allow' });
  }

  @Post()
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(BarImageAddedSchema)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MaxImageBytes, files: 1 } }))
  async add(@IdParam('salesLocationId') salesLocationId: number, @UploadedFile() file: Upload | undefined, @User() actor: CurrentUser) {
    await this.location(salesLocationId);
    await this.check(file);
    const stored = await this.files.save(area, file!, true);
    const row = await this.db.transaction().execute(async (tx) => {
      const r = await tx
        .insertInto('app.bar_images')
        .values({
          SalesLocationId: salesLocationId,
          Name: file!.originalname.slice(0, 200),
          StoredName: stored.storedName,
          ThumbnailName: stored.thumbnailName!,
          ContentType: file!.mimetype,
        })
        .returning(['Id', 'Name'])
        .executeTakeFirstOrThrow();
      await audit(tx, actor.userId, 'BarImage', r.Id, 'Add', { salesLocationId });
      return r;
    });
    return { Message: ClientAreaMessages.BarImageAdded, BarImage: row };
  }

  @Put(':id')
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MaxImageBytes, files: 1 } }))
  async replace(
    @IdParam('salesLocationId') salesLocationId: number,
    @IdParam() id: number,
    @UploadedFile() file: Upload | undefined,
    @User() actor: CurrentUser,
  ) {
    const old = await this.image(salesLocationId, id);
    await this.check(file);
    const stored = await this.files.save(area, file!, true);
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('app.bar_images')
        .set({ Name: file!.originalname.slice(0, 200), StoredName: stored.storedName, ThumbnailName: stored.thumbnailName!, ContentType: file!.mimetype })
        .where('Id', '=', id)
        .execute();
      await audit(tx, actor.userId, 'BarImage', id, 'Replace');
    });
    await this.files.remove(area, old.StoredName, old.ThumbnailName);
    return { Message: ClientAreaMessages.Updated };
  }

  @Delete(':id')
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async remove(@IdParam('salesLocationId') salesLocationId: number, @IdParam() id: number, @User() actor: CurrentUser) {
    const image = await this.image(salesLocationId, id);
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('app.bar_images').where('Id', '=', id).execute();
      await audit(tx, actor.userId, 'BarImage', id, 'Delete');
    });
    await this.files.remove(area, image.StoredName, image.ThumbnailName);
    return { Message: 'Bar Image Deleted' };
  }

  private async check(file: Upload | undefined) {
    if (!file || file.size === 0) throw new BadRequestException({ Message: ClientAreaMessages.InvalidDocument });
    if (!isImage(file.originalname) || !(await contentMatches(extensionOf(file.originalname), file.buffer)))
      throw new ModelStateException({ file: ['A bar image must be a PNG, JPEG, GIF or WebP image'] });
  }

  private async location(id: number) {
    if (!(await this.db.selectFrom('app.sales_locations').select('Id').where('Id', '=', id).executeTakeFirst()))
      throw new NotFoundApiException('The sales location');
  }

  private async image(salesLocationId: number, id: number) {
    const image = await this.db.selectFrom('app.bar_images').selectAll().where('Id', '=', id).where('SalesLocationId', '=', salesLocationId).executeTakeFirst();
    if (!image) throw new NotFoundApiException('The bar image');
    return image;
  }
}
