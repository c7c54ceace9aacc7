import { Module } from '@nestjs/common';
import { PosUsersController } from './pos-users.controller';
import { PosUsersRepository } from './pos-users.repository';

@Module({ controllers: [PosUsersController], providers: [PosUsersRepository] })
export class PosUsersModule {}
