import { Module } from '@nestjs/common';

/** Sales recorded on the ledger (document 2 §3 "Sale"). */
@Module({})
export class SalesModule {}
