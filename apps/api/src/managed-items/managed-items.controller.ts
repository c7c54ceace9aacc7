import { BadRequestException, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  ManagedItemSchema,
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
    if (typeof outcome === 'object') throw new ModelStateException(outcome.invalid);
    return this.items.list(list);
  }
}
