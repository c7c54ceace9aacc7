import { Controller, HttpCode, Logger, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { ClientErrorSchema, type ClientError } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { ZodBody } from '../common/http/zod-params.decorator';
import { Public } from '../auth/access.decorator';
import { TokenService } from '../auth/token.service';

/** Unhandled client errors (spec document 1 §7.4). Open to all, since errors happen before sign-in too. */
@ApiTags('logger')
@Controller('logger')
export class ClientErrorsController {
  private readonly logger = new Logger('ClientError');

  constructor(
    @InjectDb() private readonly db: Db,
    private readonly tokens: TokenService,
  ) {}

  @Post('errors')
  @Public()
  @HttpCode(204)
  @UseGuards(ThrottlerGuard)
  async log(@ZodBody(ClientErrorSchema) body: ClientError, @Req() req: Request) {
    const auth = req.headers.authorization;
    const userId = auth?.startsWith('Bearer ') ? (this.tokens.verifyAccessToken(auth.slice(7))?.uid ?? null) : null;
    await this.db
      .insertInto('app.client_errors')
      .values({
        UserId: userId,
        Message: body.Message,
        Stack: body.Stack ?? null,
        Url: body.Url ?? null,
        UserAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
      })
      .execute();
    this.logger.warn(`${body.Message} at ${body.Url ?? '?'}`);
  }
}
