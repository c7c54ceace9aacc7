import { Global, Inject, Module } from '@nestjs/common';
import type { AppConfig } from './app-config';

export const CONFIG = Symbol('CONFIG');
export const InjectConfig = () => Inject(CONFIG);

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig) {
    return { module: ConfigModule, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}
