import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Db } from '@intermission/db';

export const DB = Symbol('DB');
export const InjectDb = () => Inject(DB);

/** Provides the one Kysely instance; the caller owns its creation (start script or test). */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  static forRoot(db: Db, ownsDb: boolean) {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DB, useValue: db },
        { provide: 'DB_OWNED', useValue: ownsDb ? db : null },
      ],
      exports: [DB],
    };
  }
  constructor(@Inject('DB_OWNED') private readonly owned: Db | null) {}
  async onApplicationShutdown() {
    await this.owned?.destroy();
  }
}
