import { Module } from '@nestjs/common';
import { VendorsController } from './vendors.controller';
import { VendorsRepository } from './vendors.repository';

@Module({ controllers: [VendorsController], providers: [VendorsRepository] })
export class VendorsModule {}
