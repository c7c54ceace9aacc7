import { Module } from '@nestjs/common';
import { ManagedItemsController } from './managed-items.controller';
import { ManagedItemsRepository } from './managed-items.repository';

@Module({ controllers: [ManagedItemsController], providers: [ManagedItemsRepository] })
export class ManagedItemsModule {}
