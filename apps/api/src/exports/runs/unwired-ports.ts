import type { Provider } from '@nestjs/common';
import { ACCOUNTING_SERVICE, type AccountingService, EXPORT_ENTITY_SOURCE, type ExportEntitySource } from '../export-ports';

// Until ExportEntriesModule (exp-entries) and QboModule (exp-qbo) land, the seams are bound to these:
// a source with nothing to export and an accounting service that is not connected. Removed at the merge.
const noEntities: ExportEntitySource = { entities: async () => [] };
const notConnected: AccountingService = {
  connected: async () => false,
  post: async () => {
    throw new Error('QuickBooks is not connected');
  },
};

export const UnwiredPorts: Provider[] = [
  { provide: EXPORT_ENTITY_SOURCE, useValue: noEntities },
  { provide: ACCOUNTING_SERVICE, useValue: notConnected },
];
