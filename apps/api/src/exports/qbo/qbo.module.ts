import { type DynamicModule, Module } from '@nestjs/common';
import { ExportSettingsModule } from '../../export-settings/export-settings.module';
import { ACCOUNTING_SERVICE } from '../export-ports';
import { DefaultQboClientOptions, QBO_CLIENT_OPTIONS, QboClient, type QboClientOptions } from './qbo-client';

/** QuickBooks Online as the exports' AccountingService (ACCOUNTING_SERVICE); its connection comes from the export settings. */
@Module({
  imports: [ExportSettingsModule],
  providers: [{ provide: QBO_CLIENT_OPTIONS, useValue: DefaultQboClientOptions }, QboClient, { provide: ACCOUNTING_SERVICE, useExisting: QboClient }],
  exports: [ACCOUNTING_SERVICE, QboClient],
})
export class QboModule {
  /** The module with other timeouts and retry bounds (tests, or a worker's own). */
  static withOptions(options: Partial<QboClientOptions>): DynamicModule {
    return { module: QboModule, providers: [{ provide: QBO_CLIENT_OPTIONS, useValue: { ...DefaultQboClientOptions, ...options } }] };
  }
}
