import { Module } from '@nestjs/common';
import { PosUsersController } from './pos-users.controller';
import { PosUsersRepository } from './pos-users.repository';
import { UsersModule } from '../users/users.module';

@Module({ imports: [UsersModule], controllers: [PosUsersController], providers: [PosUsersRepository] })
export class PosUsersModule {}
