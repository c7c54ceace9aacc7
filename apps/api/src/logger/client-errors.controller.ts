import { Controller, HttpCode, Logger, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { ClientErrorSchema, type ClientError } from '@intermission/contracts';
import { ZodBody } from '../common/http/zod-params.decorator';
import { EmptyResponse } from '../common/http/zod-response.decorator';
import { Public } from '../auth/access.decorator';
import { TokenService } from '../auth/token.service';
import { ClientErrorsRepository } from './client-errors.repository';

/** Unhandled client errors (spec document 1 §7.4). Open to all, since errors happen before sign-in too. */
@ApiTags('logger')
@Controller('logger')
export class ClientErrorsController {
  private readonly logger = new Logger('ClientError');

  constructor(
    private readonly errors: ClientErrorsRepository,
    private readonly tokens: TokenService,
  ) {}

  @Post('errors')
  @Public()
  @HttpCode(204)
  @EmptyResponse()
  @UseGuards(ThrottlerGuard)
  async log(@ZodBody(ClientErrorSchema) body: ClientError, @Req() req: Request) {
    const auth = req.headers.authorization;
    const userId = auth?.startsWith('Bearer ') ? (this.tokens.verifyAccessToken(auth.slice(7))?.uid ?? null) : null;
    await this.errors.add(body, userId, req.headers['user-agent']?.slice(0, 500) ?? null);
    this.logger.warn(`${body.Message} at ${body.Url ?? '?'}`);
  }
}
