import type { CommandBus, ICommand } from '@nestjs/cqrs';
import { LedgerBehindException } from '../ledger/ledger-writer.service';

/**
 * Executes a seed's ledger command as a station would send it: when the ledger answers that its
 * stock projection is still catching up (503, nothing recorded), the same command is sent again
 * after a moment, for at most a minute. The commands' GUIDs are derived from the step, so a retry
 * names the same events.
 */
export async function recordThrough<T>(commands: CommandBus, command: ICommand): Promise<T> {
  for (const until = Date.now() + 60_000; ;) {
    try {
      return await commands.execute<ICommand, T>(command);
    } catch (err) {
      if (!(err instanceof LedgerBehindException) || Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
