import { Module } from '@nestjs/common';
import { GoodsController } from './goods.controller';
import { GoodsRepository } from './goods.repository';

@Module({ controllers: [GoodsController], providers: [GoodsRepository], exports: [GoodsRepository] })
export class GoodsModule {}
