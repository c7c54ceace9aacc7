import { Module } from '@nestjs/common';
import { ReportVenuesModule } from '../venues/report-venues.module';
import { LiveFeedController } from './live-feed.controller';
import { LiveFeedService } from './live-feed.service';
import { LiveFiguresRepository } from './live-figures.repository';

/** The live feed of the over/short and kit sales screens (server-sent events, fed by the projection runner's notifications). */
@Module({
  imports: [ReportVenuesModule],
  controllers: [LiveFeedController],
  providers: [LiveFeedService, LiveFiguresRepository],
  exports: [LiveFeedService],
})
export class LiveFeedModule {}
