import { Injectable } from '@nestjs/common';
import { type ShowEvent, type ShowEventSave, ShowEventMessages, ShowRefusalMessages } from '@intermission/contracts';
import { type AuditEntry, createVersioned, type Db, type SaveOutcome, saveVersioned, type Tx, writeAudit } from '@intermission/db';
import { InjectEventStore } from '../ledger/ledger.tokens';
import type { EventStore } from '@intermission/eventstore';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { InjectDb } from '../database/database.module';
import { findReferences, referenceProjections, referencesText } from './show-event-references';
import { type ShowFailure, showFailure } from './show-failures';

type Reader = Db | Tx;

/** The show events with their show's name, the manager log flag and the venue's zone, as ShowEventSchema answers them. */
export function showEventRows(db: Reader) {
  return db
    .selectFrom('app.show_events as e')
    .innerJoin('app.shows as s', 's.Id', 'e.ShowId')
    .innerJoin('app.theatres as t', 't.Id', 'e.TheatreId')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select((eb) => [
      'e.Id',
      'e.ShowId',
      's.Name as Show',
      'e.TheatreId',
      'e.Start',
      'e.End',
      'e.PreShowStart',
      'e.PreShowEnd',
      'e.IntermissionStart',
      'e.IntermissionEnd',
      'e.PostShowStart',
      'e.PostShowEnd',
      eb.exists(eb.selectFrom('app.event_logs as l').select('l.ShowEventId').whereRef('l.ShowEventId', '=', 'e.Id')).as('ManagerLog'),
      'v.TimeZone',
      'e.Version',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof showEventRows>['execute']>>[number];
export const showEventAnswer = (r: Row): ShowEvent => ({
  ...r,
  ManagerLog: !!r.ManagerLog,
  Start: new Date(r.Start).toISOString(),
  End: new Date(r.End).toISOString(),
});

/** The columns a save writes. */
const saved = (b: ShowEventSave) => ({
  ShowId: b.ShowId,
  TheatreId: b.TheatreId,
  Start: new Date(b.Start),
  End: new Date(b.End),
  PreShowStart: b.PreShowStart,
  PreShowEnd: b.PreShowEnd,
  IntermissionStart: b.IntermissionStart,
  IntermissionEnd: b.IntermissionEnd,
  PostShowStart: b.PostShowStart,
  PostShowEnd: b.PostShowEnd,
});

/** A new event of a copied week: its show, theatre, times and parts. */
export type EventCopy = ReturnType<typeof saved>;

/** Show events (spec document 2 §3–§5): master data with a Version; locked once their manager log is submitted. */
@Injectable()
export class ShowEventsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly ledger: LedgerWriter,
    @InjectEventStore() private readonly store: EventStore,
  ) {}

  /** The theatre's events overlapping [start, end), by Start. */
  async search(theatreId: number, start: Date, end: Date): Promise<ShowEvent[]> {
    const rows = await showEventRows(this.db)
      .where('e.TheatreId', '=', theatreId)
      .where('e.Start', '<', end)
      .where('e.End', '>', start)
      .orderBy('e.Start')
      .orderBy('e.Id')
      .execute();
    return rows.map(showEventAnswer);
  }

  async find(id: number, db: Reader = this.db): Promise<ShowEvent | undefined> {
    const row = await showEventRows(db).where('e.Id', '=', id).executeTakeFirst();
    return row && showEventAnswer(row);
  }

  /** Adds the event; refused (ModelState on ShowId) when its show is gone, checked under a share lock so a show delete cannot race it. */
  create(actorId: number, body: ShowEventSave): Promise<number | ShowFailure> {
    const values = saved(body);
    return this.db.transaction().execute(async (tx) => {
      if (!(await this.showShared(tx, body.ShowId))) return showFailure('ShowNotFound', ShowRefusalMessages.ShowNotFound, 'ShowId');
      return createVersioned(tx, 'app.show_events', { ...values, CreatedBy: actorId }, { audit: this.audit(actorId, '', values) });
    });
  }

  /** Saves on the Version; refused when the event is locked (its manager log submitted). */
  update(actorId: number, id: number, body: ShowEventSave): Promise<SaveOutcome | ShowFailure> {
    return this.db.transaction().execute(async (tx) => {
      // The row lock keeps a manager log from being submitted between the check and the save.
      const row = await tx.selectFrom('app.show_events').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!row) return 'missing';
      if (await this.locked(tx, [id])) return showFailure('Locked', ShowEventMessages.Locked);
      if (!(await this.showShared(tx, body.ShowId))) return showFailure('ShowNotFound', ShowRefusalMessages.ShowNotFound, 'ShowId');
      const values = saved(body);
      return saveVersioned(tx, 'app.show_events', id, body.Version, values, { audit: { ...this.audit(actorId, '', values), action: 'Update' } });
    });
  }

  /** Deletes the event unless it is locked or something refers to it. */
  async delete(actorId: number, id: number): Promise<'deleted' | 'missing' | ShowFailure> {
    await this.settleReferences();
    return this.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('app.show_events').select('Id').where('Id', '=', id).forUpdate().executeTakeFirst();
      if (!row) return 'missing';
      if (await this.locked(tx, [id])) return showFailure('Locked', ShowEventMessages.Locked);
      const refs = await findReferences({ tx }, [id]);
      if (refs.size) return showFailure('Referenced', ShowRefusalMessages.EventReferenced(referencesText(refs)));
      await tx.deleteFrom('app.show_events').where('Id', '=', id).execute();
      await writeAudit(tx, { ...this.audit(actorId, 'Delete'), entityId: id });
      return 'deleted';
    });
  }

  /**
   * Deletes a show with all its events, or nothing: refused when one of them is locked or referred
   * to (docs/shows.md "Deleting").
   */
  async deleteShow(actorId: number, showId: number): Promise<'deleted' | 'missing' | ShowFailure> {
    await this.settleReferences();
    return this.db.transaction().execute(async (tx) => {
      const show = await tx.selectFrom('app.shows').select('Id').where('Id', '=', showId).forUpdate().executeTakeFirst();
      if (!show) return 'missing';
      const events = (await tx.selectFrom('app.show_events').select('Id').where('ShowId', '=', showId).forUpdate().execute()).map((e) => e.Id);
      if (await this.locked(tx, events)) return showFailure('ShowHasLockedEvents', ShowRefusalMessages.ShowHasLockedEvents);
      const refs = await findReferences({ tx }, events);
      if (refs.size) return showFailure('Referenced', ShowRefusalMessages.ShowReferenced(referencesText(refs)));
      if (events.length) await tx.deleteFrom('app.show_events').where('Id', 'in', events).execute();
      await tx.deleteFrom('app.shows').where('Id', '=', showId).execute();
      await writeAudit(tx, { actorId, entity: 'Show', action: 'Delete', entityId: showId, changes: { ShowEventIds: events } });
      return 'deleted';
    });
  }

  /**
   * Replaces the theatre's events starting in [nextFrom, nextTo) with `copies`, in one transaction:
   * refused when one of those events is locked or referred to, or (overwrite false) when there is any.
   */
  async replaceWeek(
    actorId: number,
    theatreId: number,
    next: { from: Date; to: Date },
    copies: EventCopy[],
    overwrite: boolean,
  ): Promise<{ added: number[]; replaced: number } | ShowFailure> {
    await this.settleReferences();
    return this.db.transaction().execute(async (tx) => {
      const existing = (
        await tx
          .selectFrom('app.show_events')
          .select('Id')
          .where('TheatreId', '=', theatreId)
          .where('Start', '>=', next.from)
          .where('Start', '<', next.to)
          .forUpdate()
          .execute()
      ).map((e) => e.Id);
      if (existing.length && !overwrite) return showFailure('NextWeekHasShows', ShowEventMessages.CopyWeekConfirm);
      if (await this.locked(tx, existing)) return showFailure('NextWeekLocked', ShowRefusalMessages.NextWeekLocked);
      const refs = await findReferences({ tx }, existing);
      if (refs.size) return showFailure('NextWeekReferenced', ShowRefusalMessages.NextWeekReferenced(referencesText(refs)));
      if (existing.length) await tx.deleteFrom('app.show_events').where('Id', 'in', existing).execute();
      const added = copies.length
        ? (
            await tx
              .insertInto('app.show_events')
              .values(copies.map((c) => ({ ...c, CreatedBy: actorId })))
              .returning('Id')
              .execute()
          ).map((r) => r.Id)
        : [];
      await writeAudit(tx, { ...this.audit(actorId, 'CopyWeek', { TheatreId: theatreId, Deleted: existing, Added: added }), entityId: theatreId });
      return { added, replaced: existing.length };
    });
  }

  /** The theatre's events starting in [from, to). */
  async startingIn(theatreId: number, from: Date, to: Date) {
    return this.db
      .selectFrom('app.show_events')
      .selectAll()
      .where('TheatreId', '=', theatreId)
      .where('Start', '>=', from)
      .where('Start', '<', to)
      .orderBy('Start')
      .orderBy('Id')
      .execute();
  }

  async findMany(ids: number[]): Promise<ShowEvent[]> {
    if (!ids.length) return [];
    return (await showEventRows(this.db).where('e.Id', 'in', ids).orderBy('e.Start').orderBy('e.Id').execute()).map(showEventAnswer);
  }

  private async showShared(tx: Tx, showId: number): Promise<boolean> {
    return !!(await tx.selectFrom('app.shows').select('Id').where('Id', '=', showId).forShare().executeTakeFirst());
  }

  private async locked(tx: Tx, ids: number[]): Promise<boolean> {
    if (!ids.length) return false;
    return !!(await tx.selectFrom('app.event_logs').select('ShowEventId').where('ShowEventId', 'in', ids).limit(1).executeTakeFirst());
  }

  /** The reference checks read projections: first let them apply every event recorded so far (a sale just rung up counts). */
  private async settleReferences(): Promise<void> {
    const names = referenceProjections();
    if (names.length) await this.ledger.awaitProjected(names, await this.store.headPosition());
  }

  private audit(actorId: number, action: string, changes: unknown = {}): AuditEntry {
    return { actorId, entity: 'ShowEvent', action, changes };
  }
}
