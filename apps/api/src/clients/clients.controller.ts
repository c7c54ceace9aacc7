import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  AddressSaveSchema,
  ClientAreaMessages,
  ClientNoteSaveSchema,
  ClientPhonesSaveSchema,
  ClientSaveSchema,
  ClientSearchSchema,
  HierarchySearchSchema,
  StateChangeSchema,
  type ClientSave,
} from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ClientsRepository } from './clients.repository';
import type { Outcome } from './record-state';

/** Clients, their phones, address, notes and tree (spec document 1 §7.2). Static paths before `:id`. */
@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsRepository) {}

  @Get('_search')
  @RequireClaim('Clients', 'ReadOnly')
  async search(@ZodQuery(ClientSearchSchema) q: z.infer<typeof ClientSearchSchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.clients.search(q.q, q.skip, q.take, q.clientTypeIds, q.inactive);
    return sendList(res, rows, total);
  }

  @Get('clientTypes')
  @RequireClaim('Clients', 'ReadOnly', ['Venues', 'ReadOnly'])
  clientTypes() {
    return this.clients.clientTypes();
  }

  @Post()
  @RequireClaim('Clients', 'FullAccess')
  async create(@ZodBody(ClientSaveSchema) body: ClientSave, @User() actor: CurrentUser) {
    return this.clients.find(await this.clients.create(actor.userId, body));
  }

  @Put()
  @RequireClaim('Clients', 'FullAccess')
  async update(@ZodBody(ClientSaveSchema) body: ClientSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.answer(body.Id, await this.clients.update(actor.userId, body));
  }

  @Put('archive')
  @RequireClaim('Clients', 'FullAccess')
  async archive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    const client = await this.answer(body.Id, await this.clients.setArchived(actor.userId, body.Id, true, body.Version));
    return { Message: ClientAreaMessages.ClientArchived, Client: client };
  }

  @Put('unarchive')
  @RequireClaim('Clients', 'FullAccess')
  async unarchive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    const client = await this.answer(body.Id, await this.clients.setArchived(actor.userId, body.Id, false, body.Version));
    return { Message: ClientAreaMessages.ClientUnarchived, Client: client };
  }

  @Get(':id')
  @RequireClaim('Clients', 'ReadOnly', ['Venues', 'ReadOnly'])
  async get(@IdParam() id: number) {
    const client = await this.clients.find(id);
    if (!client) throw new NotFoundApiException('The client');
    return client;
  }

  @Get(':id/tree')
  @RequireClaim('Clients', 'ReadOnly')
  async tree(@IdParam() id: number) {
    const tree = await this.clients.tree(id);
    if (!tree) throw new NotFoundApiException('The client');
    return tree;
  }

  @Delete(':id')
  @RequireClaim('Clients', 'FullAccess')
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.clients.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundApiException('The client');
    if (outcome === 'in-use') throw new BadRequestException({ Message: 'This client has venues and cannot be deleted; archive it instead.' });
    return { Message: 'Client Deleted' };
  }

  @Put(':id/phones')
  @RequireClaim('Clients', 'FullAccess')
  async phones(@IdParam() id: number, @ZodBody(ClientPhonesSaveSchema) body: z.infer<typeof ClientPhonesSaveSchema>, @User() actor: CurrentUser) {
    return this.answer(id, await this.clients.setPhones(actor.userId, id, body.Version, body.ClientPhones));
  }

  @Put(':id/address')
  @RequireClaim('Clients', 'FullAccess')
  async address(@IdParam() id: number, @ZodBody(AddressSaveSchema) body: z.infer<typeof AddressSaveSchema>, @User() actor: CurrentUser) {
    return this.answer(id, await this.clients.setAddress(actor.userId, id, body.Version, body.Address));
  }

  /** The spec allows PUT or POST for the address. */
  @Post(':id/address')
  @HttpCode(200)
  @RequireClaim('Clients', 'FullAccess')
  async postAddress(@IdParam() id: number, @ZodBody(AddressSaveSchema) body: z.infer<typeof AddressSaveSchema>, @User() actor: CurrentUser) {
    return this.address(id, body, actor);
  }

  @Get(':id/notes/_search')
  @RequireClaim('Clients', 'ReadOnly')
  async notes(@IdParam() id: number, @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.clients.notes(id, q.q, q.skip, q.take);
    return sendList(res, rows, total);
  }

  @Post(':id/notes')
  @RequireClaim('Clients', 'FullAccess')
  async addNote(@IdParam() id: number, @Body() raw: unknown, @User() actor: CurrentUser) {
    return this.saveNote(id, raw, actor, true);
  }

  @Put(':id/notes')
  @RequireClaim('Clients', 'FullAccess')
  async updateNote(@IdParam() id: number, @Body() raw: unknown, @User() actor: CurrentUser) {
    return this.saveNote(id, raw, actor, false);
  }

  // The spec's own message for a missing note; field errors otherwise.
  private async saveNote(clientId: number, raw: unknown, actor: CurrentUser, create: boolean) {
    if (raw === null || typeof raw !== 'object' || Object.keys(raw).length === 0) throw new BadRequestException({ Message: ClientAreaMessages.InvalidNote });
    const parsed = ClientNoteSaveSchema.safeParse(raw);
    if (!parsed.success) throw new ModelStateException(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'note', [i.message]])));
    if (!(await this.clients.find(clientId))) throw new NotFoundApiException('The client');
    const note = { ...parsed.data, Id: create ? 0 : parsed.data.Id };
    if (!create && note.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    const outcome = await this.clients.saveNote(actor.userId, clientId, note);
    if (outcome === 'missing') throw new NotFoundApiException('The note');
    if (outcome === 'stale') throw new ConcurrencyException(await this.clients.note(note.Id));
    if (typeof outcome !== 'number') throw new NotFoundApiException('The note');
    return { Message: create ? ClientAreaMessages.NoteAdded : ClientAreaMessages.NoteSaved, Note: await this.clients.note(outcome) };
  }

  private async answer(id: number, outcome: Outcome) {
    if (outcome === 'missing') throw new NotFoundApiException('The client');
    const client = await this.clients.find(id);
    if (outcome === 'stale') throw new ConcurrencyException(client);
    return client;
  }
}

/** DELETE notes/{id} (spec document 1 §7.2). */
@ApiTags('clients')
@Controller('notes')
export class NotesController {
  constructor(private readonly clients: ClientsRepository) {}

  @Delete(':id')
  @HttpCode(200)
  @RequireClaim('Clients', 'FullAccess')
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    if (!(await this.clients.deleteNote(actor.userId, id))) throw new NotFoundApiException('The note');
    return { Message: ClientAreaMessages.NoteDeleted };
  }
}
