import { Module } from '@nestjs/common';
import { PatronsRoomController } from './patrons-room.controller';
import { PatronsRoomRepository } from './patrons-room.repository';

/** Patrons room revenue per month (document 3 §3, §7). */
@Module({ controllers: [PatronsRoomController], providers: [PatronsRoomRepository] })
export class PatronsRoomModule {}
