import { Module } from '@nestjs/common';
import { EventLogsController } from './event-logs.controller';
import { EventLogsRepository } from './event-logs.repository';
import { ShowEventsController } from './show-events.controller';
import { ShowEventsRepository } from './show-events.repository';
import { ShowScope } from './show-scope';
import { ShowsController } from './shows.controller';
import { ShowsRepository } from './shows.repository';

// The show events' and event logs' controllers first: their static paths (shows/showEvents,
// shows/logs) must be matched before ShowsController's shows/:id.
@Module({
  controllers: [ShowEventsController, EventLogsController, ShowsController],
  providers: [ShowsRepository, ShowEventsRepository, EventLogsRepository, ShowScope],
  exports: [ShowsRepository, ShowEventsRepository, ShowScope],
})
export class ShowsModule {}
