import { Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { isIP } from 'node:net';
import {
  AdminAccessRequestSchema,
  ForgotRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LoginResultSchema,
  Messages,
  MessageAnswerSchema,
  RefreshRequestSchema,
  ResetRequestSchema,
  SignInResponseSchema,
  ValidateIpResponseSchema,
  type AdminAccessRequest,
  type ForgotRequest,
  type LoginRequest,
  type RefreshRequest,
  type ResetRequest,
} from '@intermission/contracts';
import { ModelStateException } from '../common/http/api-errors';
import { ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { Public } from './access.decorator';
import { AuthRepository } from './auth.repository';
import { clientAddress } from './client-address';
import { SignInService } from './sign-in.service';

@ApiTags('session')
@Controller('users')
@Public()
export class SignInController {
  constructor(
    private readonly signIns: SignInService,
    private readonly accounts: AuthRepository,
  ) {}

  @Post('token')
  @HttpCode(200)
  @ZodResponse(SignInResponseSchema)
  token(@ZodBody(LoginRequestSchema) body: LoginRequest, @Req() req: Request) {
    return this.signIns.signIn(body, clientAddress(req), req.query.remember === 'true');
  }

  @Post('refresh')
  @HttpCode(200)
  @ZodResponse(LoginResultSchema)
  refresh(@ZodBody(RefreshRequestSchema) body: RefreshRequest) {
    this.signIns.checkClient(body.AuthClientId, body.AuthClientSecret);
    return this.signIns.refresh(body.TokenIdentifier, body.AuthUserId);
  }

  @Post('adminAccess')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ZodResponse(LoginResponseSchema)
  adminAccess(@ZodBody(AdminAccessRequestSchema) body: AdminAccessRequest) {
    this.signIns.checkClient(body.AuthClientId, body.AuthClientSecret);
    return this.signIns.adminAccess(body.ResetKey);
  }

  @Get('validateIP/:ip')
  @ZodResponse(ValidateIpResponseSchema)
  async validateIp(@Param('ip') ip: string) {
    if (!isIP(ip)) throw new ModelStateException({ ip: ['Not an IP address.'] });
    return { IsWhiteListed: await this.accounts.isWhitelisted(ip) };
  }

  @Post('forgot')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ZodResponse(MessageAnswerSchema)
  async forgot(@ZodBody(ForgotRequestSchema) body: ForgotRequest) {
    await this.signIns.forgot(body.Email);
    return { Message: Messages.ResetLinkSent(body.Email) };
  }

  @Post('reset')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ZodResponse(MessageAnswerSchema)
  async reset(@ZodBody(ResetRequestSchema) body: ResetRequest) {
    this.signIns.checkClient(body.AuthClientID, body.AuthClientSecret);
    await this.signIns.reset(body.AuthUserId, body.ResetKey, body.Password);
    return { Message: Messages.PasswordReset };
  }
}
