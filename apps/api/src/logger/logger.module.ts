import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ClientErrorsController } from './client-errors.controller';
import { ClientErrorsRepository } from './client-errors.repository';

@Module({ imports: [AuthModule], controllers: [ClientErrorsController], providers: [ClientErrorsRepository] })
export class LoggerModule {}
