import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HttpException } from '@nestjs/common';
import { sql } from 'kysely';
import type { Db } from '@intermission/db';
import type { EventStore } from '@intermission/eventstore';
import { DEPOSITS_PROJECTION, DepositsTables, projectionTable } from '@intermission/projections';
import { PostDepositCommand } from '../deposits/commands/post-deposit.command';
import { DepositFactsRepository, DepositFigureProjections } from '../deposits/deposit-facts.repository';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { EVENT_STORE } from '../ledger/ledger.tokens';
import { recordThrough } from './record-through';
import { seedActor } from './stock.seed';

/** The demo leaves the deposits of show events ended in the last two days unposted (the journey posts one). */
export const DemoUnpostedHours = 48;
/** Posts under way at once: each holds a lock connection (AdvisoryLocks keeps 8). */
const POSTS = 6;

/**
 * A deposit posted, through the command PUT deposits/ uses, for every demo show event that ended
 * more than two days before `now` (after the sales, cash boxes and petty cash seeds). Each is posted
 * on the figures as they stand, read for all of them at once. A show event already posted is skipped,
 * so a second run posts nothing. Answers how many were posted.
 */
export async function seedDemoDeposits(app: INestApplication, db: Db, now = new Date()): Promise<number> {
  const commands = app.get(CommandBus);
  const store = app.get<symbol, EventStore>(EVENT_STORE);
  const actor = await seedActor(db);
  await app.get(LedgerWriter).awaitProjected([...DepositFigureProjections, DEPOSITS_PROJECTION], await store.headPosition(), 60_000);
  const deposits = sql.table(await projectionTable(db as never, DEPOSITS_PROJECTION, DepositsTables.deposits));
  const { rows } = await sql<{ Id: number }>`SELECT se."Id" FROM app.show_events se
    WHERE se."End" <= ${new Date(now.getTime() - DemoUnpostedHours * 3_600_000)}
      AND NOT EXISTS (SELECT 1 FROM ${deposits} d WHERE d."ShowEventId" = se."Id")
    ORDER BY se."Start", se."Id"`.execute(db);
  const figures = await app.get(DepositFactsRepository).figuresOf(rows.map((r) => r.Id));
  let posted = 0;
  const queue = rows.values();
  await Promise.all(
    Array.from({ length: Math.min(POSTS, rows.length) }, async () => {
      for (const { Id } of queue) {
        const body = { ShowEventId: Id, AmountToBePosted: figures.get(Id)!.AmountToBePosted };
        try {
          await recordThrough(commands, new PostDepositCommand(body, actor));
          posted++;
        } catch (err) {
          // Posted meanwhile (another process seeding): nothing to do.
          if (err instanceof HttpException && err.getStatus() === 409) continue;
          throw err;
        }
      }
    }),
  );
  return posted;
}
