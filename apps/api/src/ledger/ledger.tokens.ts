import { Inject } from '@nestjs/common';

export const EVENT_STORE = Symbol('EVENT_STORE');
export const LEDGER_POOL = Symbol('LEDGER_POOL');
export const InjectEventStore = () => Inject(EVENT_STORE);
export const InjectLedgerPool = () => Inject(LEDGER_POOL);
