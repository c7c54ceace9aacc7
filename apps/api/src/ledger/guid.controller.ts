import { randomUUID } from 'node:crypto';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GuidListSchema, Int32TextIn } from '@intermission/contracts';
import { Authenticated } from '../auth/access.decorator';
import { ModelStateException } from '../common/http/api-errors';
import { ZodResponse } from '../common/http/zod-response.decorator';

const CountSchema = Int32TextIn(1, 1000);

/**
 * `GET guid/{n}` (spec document 3 §7): n fresh GUIDs for a station or screen to name its events
 * before posting them, so that a retried post is recognised and applied once.
 */
@ApiTags('ledger')
@Controller('guid')
export class GuidController {
  @Get(':n')
  @Authenticated()
  @ZodResponse(GuidListSchema)
  guids(@Param('n') n: string): string[] {
    const count = CountSchema.safeParse(n);
    if (!count.success) throw new ModelStateException({ n: ['Ask for 1 to 1000 GUIDs'] });
    return Array.from({ length: count.data }, () => randomUUID());
  }
}
