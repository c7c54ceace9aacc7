import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { ApiBasePath, type ExportRunFigures, type ExportRunStatus, ExportTypes } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../../database/database.module';

/** The path a stored export zip is downloaded from (GET exports/files/{name}, with the bearer token). */
export const exportFilePath = (fileName: string) => `${ApiBasePath}/exports/files/${fileName}`;

export const exportTypeName = (typeId: number) => ExportTypes.find((t) => t.Id === typeId)?.Name ?? String(typeId);

/** A run as the runner reads it. */
export interface ExportRunRow {
  Id: number;
  ExportTypeId: 1 | 2 | 3;
  FromDate: string;
  ToDate: string;
  Status: ExportRunStatus;
  CreatedBy: number | null;
}

const runColumns = sql`e."Id" AS "ExportId", e."ExportTypeId", e."FromDate"::text AS "FromDate", e."ToDate"::text AS "ToDate", e."Status",
  e."Progress", e."ItemCount", e."ItemsDone", e."Amount"::text AS "Amount", coalesce(u."FirstName" || ' ' || u."LastName", '') AS "CreatedBy",
  e."CreatedAt", e."FinishedAt", e."Error", e."FileName"`;

interface RunSelected extends Omit<ExportRunFigures, 'ExportTypeName' | 'CreatedAt' | 'FinishedAt' | 'FilePath' | 'isSelected'> {
  CreatedAt: Date;
  FinishedAt: Date | null;
  FileName: string | null;
}

const runFigures = (r: RunSelected): ExportRunFigures => {
  const { FileName, ...rest } = r;
  return {
    ...rest,
    ExportTypeName: exportTypeName(r.ExportTypeId),
    CreatedAt: new Date(r.CreatedAt).toISOString(),
    FinishedAt: r.FinishedAt && new Date(r.FinishedAt).toISOString(),
    FilePath: FileName && exportFilePath(FileName),
    isSelected: false,
  };
};

/** Export runs (app.exports): started, advanced by the runner, read by the export list and the history. */
@Injectable()
export class ExportRunsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /**
   * A new Queued run, or undefined when one of the same type and range is Queued or Running: the
   * partial unique index exports_one_running_ux refuses the second insert, whatever the race.
   */
  async start(typeId: number, from: string, to: string, userId: number | null): Promise<number | undefined> {
    const { rows } = await sql<{ Id: number }>`INSERT INTO app.exports ("ExportTypeId", "FromDate", "ToDate", "CreatedBy")
      VALUES (${typeId}, ${from}::date, ${to}::date, ${userId})
      ON CONFLICT ("ExportTypeId", "FromDate", "ToDate") WHERE "Status" IN ('Queued', 'Running') DO NOTHING RETURNING "Id"`.execute(this.db);
    return rows[0]?.Id;
  }

  async find(id: number): Promise<ExportRunRow | undefined> {
    const { rows } = await sql<ExportRunRow>`SELECT "Id", "ExportTypeId", "FromDate"::text AS "FromDate", "ToDate"::text AS "ToDate", "Status", "CreatedBy"
      FROM app.exports WHERE "Id" = ${id}`.execute(this.db);
    return rows[0];
  }

  /** A run as the answers show it. */
  async figures(id: number): Promise<ExportRunFigures | undefined> {
    const { rows } = await sql<RunSelected>`SELECT ${runColumns} FROM app.exports e LEFT JOIN app.users u ON u."Id" = e."CreatedBy"
      WHERE e."Id" = ${id}`.execute(this.db);
    return rows[0] && runFigures(rows[0]);
  }

  /** The runs of a type, newest first (the IIF history). */
  async history(typeId: number): Promise<ExportRunFigures[]> {
    const { rows } = await sql<RunSelected>`SELECT ${runColumns} FROM app.exports e LEFT JOIN app.users u ON u."Id" = e."CreatedBy"
      WHERE e."ExportTypeId" = ${typeId} ORDER BY e."Id" DESC LIMIT 1000`.execute(this.db);
    return rows.map(runFigures);
  }

  /** Of each type: its newest run Queued or Running, and its newest run finished. */
  async runningAndLast(): Promise<Map<number, { running: ExportRunFigures | null; last: ExportRunFigures | null }>> {
    const { rows } = await sql<RunSelected & { Kind: 'running' | 'last' }>`
      SELECT DISTINCT ON (e."ExportTypeId", "Kind") CASE WHEN e."Status" IN ('Queued', 'Running') THEN 'running' ELSE 'last' END AS "Kind", ${runColumns}
      FROM app.exports e LEFT JOIN app.users u ON u."Id" = e."CreatedBy"
      ORDER BY e."ExportTypeId", "Kind", e."Id" DESC`.execute(this.db);
    const found = new Map<number, { running: ExportRunFigures | null; last: ExportRunFigures | null }>();
    for (const r of rows) {
      const entry = found.get(r.ExportTypeId) ?? { running: null, last: null };
      const { Kind, ...run } = r;
      entry[Kind] = runFigures(run);
      found.set(r.ExportTypeId, entry);
    }
    return found;
  }

  /** The runs' ranges and types (the history re-export), in the order asked; only runs of the type. */
  async ranges(ids: number[], typeId: number): Promise<ExportRunRow[]> {
    const { rows } = await sql<ExportRunRow>`SELECT "Id", "ExportTypeId", "FromDate"::text AS "FromDate", "ToDate"::text AS "ToDate", "Status", "CreatedBy"
      FROM app.exports WHERE "Id" = ANY(${ids}::int[]) AND "ExportTypeId" = ${typeId} ORDER BY "Id"`.execute(this.db);
    return rows;
  }

  /** Queued (or Running after a worker's death) → Running; false when the run is over already. */
  async begin(id: number): Promise<boolean> {
    const r = await this.db
      .updateTable('app.exports')
      .set({ Status: 'Running', Error: null })
      .where('Id', '=', id)
      .where('Status', 'in', ['Queued', 'Running'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async progress(id: number, p: { Progress: number; ItemsDone?: number; ItemCount?: number; Amount?: string; FileName?: string }): Promise<void> {
    await this.db.updateTable('app.exports').set(p).where('Id', '=', id).where('Status', '=', 'Running').execute();
  }

  /** Done: 100 %, finished now. */
  async done(id: number): Promise<void> {
    await this.db
      .updateTable('app.exports')
      .set({ Status: 'Done', Progress: 100, FinishedAt: sql`now()`, Error: null })
      .where('Id', '=', id)
      .where('Status', 'in', ['Queued', 'Running'])
      .execute();
  }

  /** Failed for good, with why. */
  async failed(id: number, error: string): Promise<void> {
    await this.db
      .updateTable('app.exports')
      .set({ Status: 'Failed', FinishedAt: sql`now()`, Error: error.slice(0, 2000) })
      .where('Id', '=', id)
      .where('Status', 'in', ['Queued', 'Running'])
      .execute();
  }
}
