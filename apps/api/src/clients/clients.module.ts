import { Module } from '@nestjs/common';
import { FileStore } from '../files/file-store';
import { GoodsModule } from '../goods/goods.module';
import { BarImagesController } from './bar-images.controller';
import { BarImagesRepository } from './bar-images.repository';
import { ClientsController, NotesController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { CouponsController } from './coupons.controller';
import { CouponsRepository } from './coupons.repository';
import { HierarchyPath } from './hierarchy-path';
import { SalesLocationsController } from './sales-locations.controller';
import { SalesLocationsRepository } from './sales-locations.repository';
import { StationsController } from './stations.controller';
import { StationsRepository } from './stations.repository';
import { TheatresController } from './theatres.controller';
import { TheatresRepository } from './theatres.repository';
import { VenuesController } from './venues.controller';
import { VenuesRepository } from './venues.repository';

/** The client area: client > venue > theatre > sales location > station, with everything hanging from them. */
@Module({
  imports: [GoodsModule],
  controllers: [
    VenuesController,
    TheatresController,
    ClientsController,
    NotesController,
    SalesLocationsController,
    StationsController,
    BarImagesController,
    CouponsController,
  ],
  providers: [
    BarImagesRepository,
    ClientsRepository,
    VenuesRepository,
    TheatresRepository,
    SalesLocationsRepository,
    StationsRepository,
    CouponsRepository,
    FileStore,
    HierarchyPath,
  ],
})
export class ClientsModule {}
