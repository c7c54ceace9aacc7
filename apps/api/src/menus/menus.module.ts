import { Module } from '@nestjs/common';
import { MenusController } from './menus.controller';
import { MenusRepository } from './menus.repository';

@Module({ controllers: [MenusController], providers: [MenusRepository] })
export class MenusModule {}
