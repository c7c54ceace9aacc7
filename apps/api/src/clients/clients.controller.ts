import { BadRequestException, Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  AddressSaveSchema,
  ClientAreaMessages,
  ClientListItemSchema,
  ClientNoteSaveSchema,
  ClientNoteSavedSchema,
  ClientNoteSchema,
  ClientPhonesSaveSchema,
  ClientSaveSchema,
  ClientSchema,
  ClientSearchSchema,
  ClientStateChangedSchema,
  ClientTreeSchema,
  HierarchySearchSchema,
  IdNameListSchema,
  MessageAnswerSchema,
  StateChangeSchema,
  type ClientNoteSave,
  type ClientSave,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { ClientsRepository } from './clients.repository';
import { inBody, inPath, VenueScoped } from '../access/venue-scope.decorator';
import { VenueAccess } from '../access/venue-access.service';

/** Clients, their phones, address, notes and tree (spec document 1 §7.2). Static paths before `:id`. */
@ApiTags('clients')
@VenueScoped(inPath('id', 'client'))
@Controller('clients')
export class ClientsController {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly access: VenueAccess,
  ) {}

  @Get('_search')
  @RequireClaim('Clients', 'ReadOnly')
  @ZodResponse(z.array(ClientListItemSchema))
  async search(@ZodQuery(ClientSearchSchema) q: z.infer<typeof ClientSearchSchema>, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    const scope = await this.access.scope(actor, 'read');
    return sendList(res, await this.clients.search(q.q, { skip: q.skip, take: q.take }, q.clientTypeIds, q.inactive, scope));
  }

  @Get('clientTypes')
  @RequireClaim('Clients', 'ReadOnly', ['Venues', 'ReadOnly'])
  @ZodResponse(IdNameListSchema)
  clientTypes() {
    return this.clients.clientTypes();
  }

  @Post()
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(ClientSchema)
  async create(@ZodBody(ClientSaveSchema) body: ClientSave, @User() actor: CurrentUser) {
    return this.clients.find(await this.clients.create(actor.userId, body));
  }

  @Put()
  @VenueScoped(inBody('Id', 'client'))
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(ClientSchema)
  async update(@ZodBody(ClientSaveSchema) body: ClientSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return savedRecord(await this.clients.update(actor.userId, body), 'The client', () => this.clients.find(body.Id));
  }

  @Put('archive')
  @VenueScoped(inBody('Id', 'client'))
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(ClientStateChangedSchema)
  async archive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.ClientArchived,
      Client: await savedRecord(await this.clients.setArchived(actor.userId, body.Id, true, body.Version), 'The client', () => this.clients.find(body.Id)),
    };
  }

  @Put('unarchive')
  @VenueScoped(inBody('Id', 'client'))
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(ClientStateChangedSchema)
  async unarchive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.ClientUnarchived,
      Client: await savedRecord(await this.clients.setArchived(actor.userId, body.Id, false, body.Version), 'The client', () => this.clients.find(body.Id)),
    };
  }

  @Get(':id')
  @RequireClaim('Clients', 'ReadOnly', ['Venues', 'ReadOnly'])
  @ZodResponse(ClientSchema)
  async get(@IdParam() id: number) {
    const client = await this.clients.find(id);
    if (!client) throw new NotFoundError('The client');
    return client;
  }

  @Get(':id/tree')
  @RequireClaim('Clients', 'ReadOnly')
  @ZodResponse(ClientTreeSchema)
  async tree(@IdParam() id: number) {
    const tree = await this.clients.tree(id);
    if (!tree) throw new NotFoundError('The client');
    return tree;
  }

  @Delete(':id')
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.clients.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundError('The client');
    if (outcome === 'in-use') throw new BadRequestException({ Message: 'This client has venues and cannot be deleted; archive it instead.' });
    return { Message: 'Client Deleted' };
  }

  @Put(':id/phones')
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(ClientSchema)
  async phones(@IdParam() id: number, @ZodBody(ClientPhonesSaveSchema) body: z.infer<typeof ClientPhonesSaveSchema>, @User() actor: CurrentUser) {
    return savedRecord(await this.clients.setPhones(actor.userId, id, body.Version, body.ClientPhones), 'The client', () => this.clients.find(id));
  }

  @Put(':id/address')
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(ClientSchema)
  async address(@IdParam() id: number, @ZodBody(AddressSaveSchema) body: z.infer<typeof AddressSaveSchema>, @User() actor: CurrentUser) {
    return savedRecord(await this.clients.setAddress(actor.userId, id, body.Version, body.Address), 'The client', () => this.clients.find(id));
  }

  /** The spec allows PUT or POST for the address. */
  @Post(':id/address')
  @HttpCode(200)
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(ClientSchema)
  async postAddress(@IdParam() id: number, @ZodBody(AddressSaveSchema) body: z.infer<typeof AddressSaveSchema>, @User() actor: CurrentUser) {
    return this.address(id, body, actor);
  }

  @Get(':id/notes/_search')
  @RequireClaim('Clients', 'ReadOnly')
  @ZodResponse(z.array(ClientNoteSchema))
  async notes(@IdParam() id: number, @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.clients.notes(id, q.q, { skip: q.skip, take: q.take }));
  }

  @Post(':id/notes')
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(ClientNoteSavedSchema)
  async addNote(
    @IdParam() id: number,
    @ZodBody(ClientNoteSaveSchema, { whenEmpty: ClientAreaMessages.InvalidNote }) note: ClientNoteSave,
    @User() actor: CurrentUser,
  ) {
    return this.saveNote(id, note, actor, true);
  }

  @Put(':id/notes')
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(ClientNoteSavedSchema)
  async updateNote(
    @IdParam() id: number,
    @ZodBody(ClientNoteSaveSchema, { whenEmpty: ClientAreaMessages.InvalidNote }) note: ClientNoteSave,
    @User() actor: CurrentUser,
  ) {
    return this.saveNote(id, note, actor, false);
  }

  // A missing note answers the spec's 'Invalid note' (the body decorator's whenEmpty); field errors otherwise.
  private async saveNote(clientId: number, body: ClientNoteSave, actor: CurrentUser, create: boolean) {
    if (!(await this.clients.find(clientId))) throw new NotFoundError('The client');
    const note = { ...body, Id: create ? 0 : body.Id };
    if (!create && note.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    const { id, outcome } = await this.clients.saveNote(actor.userId, clientId, note);
    const saved = await savedRecord(outcome, 'The note', () => this.clients.note(id));
    return { Message: create ? ClientAreaMessages.NoteAdded : ClientAreaMessages.NoteSaved, Note: saved };
  }
}

/** DELETE notes/{id} (spec document 1 §7.2). */
@ApiTags('clients')
@VenueScoped(inPath('id', 'clientNote'))
@Controller('notes')
export class NotesController {
  constructor(private readonly clients: ClientsRepository) {}

  @Delete(':id')
  @HttpCode(200)
  @RequireClaim('Clients', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    if (!(await this.clients.deleteNote(actor.userId, id))) throw new NotFoundError('The note');
    return { Message: ClientAreaMessages.NoteDeleted };
  }
}
