import { BadRequestException, Controller, Delete, ForbiddenException, Get, Param, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { type AccessLevel, ClientAreaMessages, type ClaimTypeName, HierarchySearchSchema, hasClaim } from '@intermission/contracts';
import { Authenticated } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodQuery } from '../common/http/zod-params.decorator';
import { DocumentsRepository } from './documents.repository';
import { DocumentExtensions, FileStore, MaxDocumentBytes, type Upload, contentMatches, extensionOf } from './file-store';

/** The owners that keep documents, and the claim that reads (ReadOnly) or changes (FullAccess) them. */
const owners: Record<string, { ownerType: 'clients'; claim: ClaimTypeName }> = {
  clients: { ownerType: 'clients', claim: 'Clients' },
};

/** {type}/{id}/documents (spec document 1 §7.4): list, download, upload (multipart, field "file"), delete. */
@ApiTags('documents')
@Controller(':type/:id/documents')
export class DocumentsController {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly files: FileStore,
  ) {}

  private async owner(type: string, id: number, user: CurrentUser, level: AccessLevel) {
    const owner = owners[type];
    if (!owner) throw new NotFoundApiException('That kind of record');
    if (!hasClaim(user.claims, owner.claim, level)) throw new ForbiddenException();
    if (!(await this.documents.ownerExists(owner.ownerType, id))) throw new NotFoundApiException('The record');
    return owner.ownerType;
  }

  @Get('_search')
  @Authenticated()
  async search(
    @Param('type') type: string,
    @IdParam() id: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @User() user: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const ownerType = await this.owner(type, id, user, 'ReadOnly');
    const { rows, total } = await this.documents.search(ownerType, id, q.q, q.skip, q.take);
    return sendList(res, rows, total);
  }

  @Get(':docId')
  @Authenticated()
  async download(
    @Param('type') type: string,
    @IdParam() id: number,
    @IdParam('docId') docId: number,
    @Query('thumbnail') thumbnail: string | undefined,
    @User() user: CurrentUser,
    @Res() res: Response,
  ) {
    const ownerType = await this.owner(type, id, user, 'ReadOnly');
    const doc = await this.documents.find(ownerType, id, docId);
    const stored = thumbnail === 'true' ? doc?.ThumbnailName : doc?.StoredName;
    const file = doc && stored ? this.files.resolve(`documents/${ownerType}`, stored) : undefined;
    if (!doc || !file) throw new NotFoundApiException('The document');
    const name = thumbnail === 'true' ? `${doc.Name.replace(/\.[^.]*$/, '')}_thumb.png` : doc.Name;
    res.setHeader('Content-Type', thumbnail === 'true' ? 'image/png' : doc.ContentType);
    res.setHeader('Content-Disposition', `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"`);
    // The data directory is .data/ by default: let send serve under a dot-directory.
    res.sendFile(file, { dotfiles: 'allow' });
  }

  @Post()
  @Authenticated()
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MaxDocumentBytes, files: 1 } }))
  async upload(@Param('type') type: string, @IdParam() id: number, @UploadedFile() file: Upload | undefined, @User() user: CurrentUser) {
    const ownerType = await this.owner(type, id, user, 'FullAccess');
    if (!file || file.size === 0) throw new BadRequestException({ Message: ClientAreaMessages.InvalidDocument });
    const ext = extensionOf(file.originalname);
    if (!DocumentExtensions.includes(ext)) throw new ModelStateException({ file: [`Documents may be ${DocumentExtensions.join(', ')}`] });
    if (!(await contentMatches(ext, file.buffer))) throw new ModelStateException({ file: [`The file is not a ${ext} file`] });
    const area = `documents/${ownerType}`;
    const stored = await this.files.save(area, file, true);
    const doc = await this.documents.add({
      OwnerType: ownerType,
      OwnerId: id,
      Name: file.originalname.slice(0, 200),
      StoredName: stored.storedName,
      ThumbnailName: stored.thumbnailName,
      ContentType: file.mimetype || 'application/octet-stream',
      Size: file.size,
      CreatedBy: user.userId,
    });
    return { Message: ClientAreaMessages.DocumentUploaded, Document: doc };
  }

  @Delete(':docId')
  @Authenticated()
  async remove(@Param('type') type: string, @IdParam() id: number, @IdParam('docId') docId: number, @User() user: CurrentUser) {
    const ownerType = await this.owner(type, id, user, 'FullAccess');
    const row = await this.documents.remove(user.userId, ownerType, id, docId);
    if (!row) throw new NotFoundApiException('The document');
    await this.files.remove(`documents/${ownerType}`, row.StoredName, row.ThumbnailName);
    return { Message: 'Document Deleted' };
  }
}
