import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { VenueScopeGuard } from '../access/venue-scope.guard';
import { AccessGuard } from './access.guard';
import { AuthRepository } from './auth.repository';
import { PasswordHasher } from './password-hasher';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { ResetKeysRepository } from './reset-keys.repository';
import { SignInController } from './sign-in.controller';
import { SignInLimits } from './sign-in-limits';
import { SignInService } from './sign-in.service';
import { TokenService } from './token.service';

@Module({
  controllers: [SignInController],
  providers: [
    AuthRepository,
    PasswordHasher,
    RefreshTokensRepository,
    ResetKeysRepository,
    TokenService,
    SignInService,
    SignInLimits,
    { provide: APP_GUARD, useClass: AccessGuard },
    // After the claim check: the venue of every record the route names (access/venue-scope.guard.ts).
    { provide: APP_GUARD, useClass: VenueScopeGuard },
  ],
  exports: [AuthRepository, PasswordHasher, RefreshTokensRepository, TokenService],
})
export class AuthModule {}
