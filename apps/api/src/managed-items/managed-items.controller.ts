import { BadRequestException, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  ManagedItemSchema,
  ManagedLists,
  managedItemsMessages,
  ManagedItemsBatchSchema,
  ManagedListNames,
  ManagedListNamesSchema,
  type ManagedItemsBatch,
  type ManagedListName,
} from '@intermission/contracts';
import { ConcurrencyError, NotFoundError } from '@intermission/domain';
import { Authenticated, RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { ManagedItemsRepository } from './managed-items.repository';

function listName(name: string): ManagedListName {
  const found = ManagedListNames.find((n) => n.toLowerCase() === name.toLowerCase());
  if (!found) throw new NotFoundError('The list');
  return found;
}

/** Managed item lists: everyone signed in reads them (other screens pick from them); Items FullAccess edits. */
@ApiTags('managed-items')
@Controller('managedItems')
export class ManagedItemsController {
  constructor(private readonly items: ManagedItemsRepository) {}

  @Get()
  @Authenticated()
  @ZodResponse(ManagedListNamesSchema)
  lists() {
    return ManagedListNames;
  }

  @Get(':list')
  @Authenticated()
  @ZodResponse(z.array(ManagedItemSchema))
  get(@Param('list') name: string) {
    return this.items.list(listName(name));
  }

  @Put(':list')
  @RequireClaim('Items', 'FullAccess')
  @ZodResponse(z.array(ManagedItemSchema))
  async save(@Param('list') name: string, @ZodBody(ManagedItemsBatchSchema) rows: ManagedItemsBatch, @User() user: CurrentUser) {
    const list = listName(name);
    const outcome = await this.items.replace(user.userId, list, rows);
    if (outcome === 'stale') {
      // Shaped here: the exception filter gets no handler from Nest's router, so it cannot shape the 409's copy itself.
      throw new ConcurrencyError(z.array(ManagedItemSchema).parse(await this.items.list(list)));
    }
    if (outcome === 'in-use') throw new BadRequestException({ Message: managedItemsMessages(list).UpdateFailed });
    if (outcome === 'empty')
      throw new BadRequestException({
        Message: `${ManagedLists[list].title} Update Failed. The list sent is empty: a save sends the whole list as edited, and would remove every one of the ${ManagedLists[list].items}.`,
      });
    if (typeof outcome === 'object' && 'referenced' in outcome)
      throw new BadRequestException({ Message: `${managedItemsMessages(list).UpdateFailed} Still in use on the ledger: ${outcome.referenced.join('; ')}.` });
    if (typeof outcome === 'object') throw new ModelStateException(outcome.invalid);
    return this.items.list(list);
  }
}
