import { Module } from '@nestjs/common';
import { IpRangesRepository } from './ip-ranges.repository';
import { IpWhitelistingController } from './ip-whitelisting.controller';

@Module({ controllers: [IpWhitelistingController], providers: [IpRangesRepository] })
export class IpWhitelistingModule {}
