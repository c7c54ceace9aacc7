import { BadRequestException, Controller, Delete, Get, Post, Put, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { BarImageAddedSchema, BarImageSchema, ClientAreaMessages, MessageAnswerSchema } from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { IdParam } from '../common/http/zod-params.decorator';
import { FileResponse, ZodResponse } from '../common/http/zod-response.decorator';
import {
  FileStore,
  MaxImageBytes,
  type Sniffed,
  type Upload,
  oneFile,
  requireContent,
  sendStored,
  servedType,
  sniffImage,
  uploadName,
} from '../files/file-store';
import { type BarImageFile, BarImagesRepository } from './bar-images.repository';
import { hierarchyParams, inPath, VenueScoped } from '../access/venue-scope.decorator';

const area = 'bar-images';

/** Photos of how a bar is set up, per sales location: add and replace need Clients FullAccess. */
@ApiTags('salesLocations')
@VenueScoped(...hierarchyParams)
@Controller('salesLocations/:salesLocationId/barimages')
export class BarImagesController {
  constructor(
    private readonly images: BarImagesRepository,
    private readonly files: FileStore,
  ) {}

  @Get()
  @RequireClaim('SalesLocations', 'ReadOnly', ['Clients', 'ReadOnly'])
  @ZodResponse(z.array(BarImageSchema))
  async list(@IdParam('salesLocationId') salesLocationId: number) {
    await this.location(salesLocationId);
    return this.images.list(salesLocationId);
  }

  @Get(':id')
  @VenueScoped(inPath('id', 'barImage'))
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
    if (!file) throw new NotFoundError('The bar image');
    sendStored(res, file, thumbnail === 'true' ? 'image/png' : servedType(image.ContentType), { 'Cache-Control': 'private, max-age=60' });
  }

  @Post()
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(BarImageAddedSchema)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', oneFile(MaxImageBytes)))
  async add(@IdParam('salesLocationId') salesLocationId: number, @UploadedFile() file: Upload | undefined, @User() actor: CurrentUser) {
    await this.location(salesLocationId);
    const row = await this.images.add(actor.userId, salesLocationId, await this.store(file));
    return { Message: ClientAreaMessages.BarImageAdded, BarImage: row };
  }

  @Put(':id')
  @VenueScoped(inPath('id', 'barImage'))
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', oneFile(MaxImageBytes)))
  async replace(
    @IdParam('salesLocationId') salesLocationId: number,
    @IdParam() id: number,
    @UploadedFile() file: Upload | undefined,
    @User() actor: CurrentUser,
  ) {
    const old = await this.image(salesLocationId, id);
    await this.images.replace(actor.userId, id, await this.store(file));
    await this.files.remove(area, old.StoredName, old.ThumbnailName);
    return { Message: ClientAreaMessages.Updated };
  }

  @Delete(':id')
  @VenueScoped(inPath('id', 'barImage'))
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async remove(@IdParam('salesLocationId') salesLocationId: number, @IdParam() id: number, @User() actor: CurrentUser) {
    const image = await this.image(salesLocationId, id);
    await this.images.remove(actor.userId, id);
    await this.files.remove(area, image.StoredName, image.ThumbnailName);
    return { Message: 'Bar Image Deleted' };
  }

  /** Checks the upload is an image by its bytes, then saves it and its thumbnail: the row to write names them and the sniffed type. */
  private async store(file: Upload | undefined): Promise<BarImageFile> {
    requireContent(file, () => new BadRequestException({ Message: ClientAreaMessages.InvalidDocument }));
    const kind: Sniffed = await sniffImage(file, 'A bar image must be a PNG, JPEG, GIF or WebP image');
    const stored = await this.files.save(area, file, kind, true);
    return { Name: uploadName(file), StoredName: stored.storedName, ThumbnailName: stored.thumbnailName!, ContentType: kind.mime };
  }

  private async location(id: number) {
    if (!(await this.images.salesLocationExists(id))) throw new NotFoundError('The sales location');
  }

  private async image(salesLocationId: number, id: number) {
    const image = await this.images.find(salesLocationId, id);
    if (!image) throw new NotFoundError('The bar image');
    return image;
  }
}
