import { Inject } from '@nestjs/common';

export const EVENT_STORE = Symbol('EVENT_STORE');
export const LEDGER_POOL = Symbol('LEDGER_POOL');
export const EVENT_REGISTRY = Symbol('EVENT_REGISTRY');
export const PROJECTIONS = Symbol('PROJECTIONS');
export const InjectEventStore = () => Inject(EVENT_STORE);
export const InjectLedgerPool = () => Inject(LEDGER_POOL);
export const InjectProjections = () => Inject(PROJECTIONS);
