import {
  BadRequestException,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type AccessLevel,
  ClientAreaMessages,
  type ClaimTypeName,
  type DocumentSearch,
  DocumentSchema,
  DocumentSearchSchema,
  DocumentUploadedSchema,
  HierarchySearchSchema,
  MessageAnswerSchema,
  hasClaim,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { Authenticated } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { FileResponse, ZodResponse } from '../common/http/zod-response.decorator';
import { StockRepository } from '../stock/stock.repository';
import { DocumentsRepository } from './documents.repository';
import {
  DocumentMediaTypes,
  FileStore,
  MaxDocumentBytes,
  type Upload,
  contentDisposition,
  oneFile,
  requireContent,
  sendStored,
  servedType,
  sniffDocument,
  uploadName,
} from './file-store';
import { VenueAccess } from '../access/venue-access.service';

/** An owner of documents: the claim that reads (ReadOnly) or changes (FullAccess) them, its id as app.documents keeps it, and whether the user may see the record. */
interface Owner {
  claim: ClaimTypeName;
  id: z.ZodType<string>;
  visible(id: string, user: CurrentUser, level: AccessLevel): Promise<boolean>;
}

// Ids are kept as text: a client's in decimal, a received order's GUID in lower case.
const clientId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'The id must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().positive('The id must be a positive whole number'))
  .transform(String);
const orderId = z
  .string()
  .pipe(z.uuid('The id must be a GUID'))
  .transform((v) => v.toLowerCase());

/** {type}/{id}/documents (document 1 §7.4, document 3 §7): list, download, upload (multipart, field "file"), delete. */
@ApiTags('documents')
@Controller(':type/:id/documents')
export class DocumentsController {
  private readonly owners: Map<string, Owner>;

  constructor(
    private readonly documents: DocumentsRepository,
    private readonly files: FileStore,
    stock: StockRepository,
    access: VenueAccess,
  ) {
    this.owners = new Map<string, Owner>([
      // A client's documents: a client of the user's venues (the one venue rule; another client's is not found).
      [
        'clients',
        {
          claim: 'Clients',
          id: clientId,
          visible: async (id, user, level) =>
            (await documents.clientExists(Number(id))) && access.allows(user, 'client', Number(id), level === 'ReadOnly' ? 'read' : 'write'),
        },
      ],
      [
        'received-orders',
        {
          // Document 3 §6: "Edit received orders and their documents: VenueManager FullAccess"; a
          // deleted order, or one at a location the user may not see, is not found (as GET received-orders/{id}).
          claim: 'VenueManager',
          id: orderId,
          visible: async (id, user) => {
            const order = await stock.order(id);
            return !!order && !order.Deleted && (await stock.canSee(user, order.VenueInventoryLocationId));
          },
        },
      ],
    ]);
  }

  /** The owner type and id of a route, once the user may use them at this level. */
  private async owner(type: string, rawId: string, user: CurrentUser, level: AccessLevel) {
    const ownerType = type.toLowerCase();
    const owner = this.owners.get(ownerType);
    if (!owner) throw new NotFoundError('That kind of record');
    if (!hasClaim(user.claims, owner.claim, level)) throw new ForbiddenException();
    const id = owner.id.safeParse(rawId);
    if (!id.success) throw ModelStateException.fromZod(id.error, 'id');
    if (!(await owner.visible(id.data, user, level))) throw new NotFoundError('The record');
    return { ownerType, id: id.data };
  }

  private async list(type: string, rawId: string, user: CurrentUser, res: Response, q: string | null | undefined, skip: number, take: number) {
    const { ownerType, id } = await this.owner(type, rawId, user, 'ReadOnly');
    return sendList(res, await this.documents.search(ownerType, id, q ?? undefined, { skip, take }));
  }

  @Get('_search')
  @Authenticated()
  @ZodResponse(z.array(DocumentSchema))
  search(
    @Param('type') type: string,
    @Param('id') id: string,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @User() user: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.list(type, id, user, res, q.q, q.skip, q.take);
  }

  /** The same list with the search in a JSON body {Query, Skip, Take} (POST received-orders/{id}/documents/_search). */
  @Post('_search')
  @HttpCode(200)
  @Authenticated()
  @ZodResponse(z.array(DocumentSchema))
  searchByBody(
    @Param('type') type: string,
    @Param('id') id: string,
    @ZodBody(DocumentSearchSchema) body: DocumentSearch,
    @User() user: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.list(type, id, user, res, body.Query, body.Skip, body.Take);
  }

  @Get(':docId')
  @Authenticated()
  @FileResponse(...DocumentMediaTypes)
  async download(
    @Param('type') type: string,
    @Param('id') rawId: string,
    @IdParam('docId') docId: number,
    @Query('thumbnail') thumbnail: string | undefined,
    @User() user: CurrentUser,
    @Res() res: Response,
  ) {
    const { ownerType, id } = await this.owner(type, rawId, user, 'ReadOnly');
    const doc = await this.documents.find(ownerType, id, docId);
    const stored = thumbnail === 'true' ? doc?.ThumbnailName : doc?.StoredName;
    const file = doc && stored ? this.files.resolve(`documents/${ownerType}`, stored) : undefined;
    if (!doc || !file) throw new NotFoundError('The document');
    const name = thumbnail === 'true' ? `${doc.Name.replace(/\.[^.]*$/, '')}_thumb.png` : doc.Name;
    sendStored(res, file, thumbnail === 'true' ? 'image/png' : servedType(doc.ContentType), { 'Content-Disposition': contentDisposition(name) });
  }

  @Post()
  @Authenticated()
  @ZodResponse(DocumentUploadedSchema)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('file', oneFile(MaxDocumentBytes)))
  async upload(@Param('type') type: string, @Param('id') rawId: string, @UploadedFile() file: Upload | undefined, @User() user: CurrentUser) {
    const { ownerType, id } = await this.owner(type, rawId, user, 'FullAccess');
    requireContent(file, () => new BadRequestException({ Message: ClientAreaMessages.InvalidDocument }));
    const kind = await sniffDocument(file);
    const stored = await this.files.save(`documents/${ownerType}`, file, kind, true);
    const doc = await this.documents
      .add({
        OwnerType: ownerType,
        OwnerId: id,
        Name: uploadName(file),
        StoredName: stored.storedName,
        ThumbnailName: stored.thumbnailName,
        ContentType: kind.mime,
        Size: file.size,
        CreatedBy: user.userId,
      })
      .catch(async (err: unknown) => {
        // No row, no file: a refused write leaves nothing behind on disk either.
        await this.files.remove(`documents/${ownerType}`, stored.storedName, stored.thumbnailName);
        throw err;
      });
    return { Message: ClientAreaMessages.DocumentUploaded, Document: doc };
  }

  @Delete(':docId')
  @Authenticated()
  @ZodResponse(MessageAnswerSchema)
  async remove(@Param('type') type: string, @Param('id') rawId: string, @IdParam('docId') docId: number, @User() user: CurrentUser) {
    const { ownerType, id } = await this.owner(type, rawId, user, 'FullAccess');
    const row = await this.documents.remove(user.userId, ownerType, id, docId);
    if (!row) throw new NotFoundException({ Message: ClientAreaMessages.DocumentDeletionFailed });
    await this.files.remove(`documents/${ownerType}`, row.StoredName, row.ThumbnailName);
    return { Message: 'Document Deleted' };
  }
}
