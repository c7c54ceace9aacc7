import { Module } from '@nestjs/common';

/** The inventory count log and end-of-day status. */
@Module({})
export class CountLogModule {}
