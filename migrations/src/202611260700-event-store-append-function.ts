import { type Kysely, sql } from 'kysely';

// The event store's append as one server-side call (issue 17, docs/eventstore.md "Appending"): a
// group of appends, each with its own expected revision and its own answer, written in the
// caller's one autocommit transaction. Per append, in order of stream id (a total order, so two
// groups never deadlock on stream rows) and arrival, two statements: lock the stream row and look
// for an id already stored (looked for again with a fresh snapshot before refusing a revision, as
// the look may predate a writer the lock waited for), check the revision; then the stream's
// revision and the events in one statement. A refused append writes nothing and does not abort the others. A new
// stream is inserted with ON CONFLICT DO NOTHING, which waits for a racing first append and then
// goes round again to lock its row: no error, no retry from the client.
//
// p_appends: [{ "s": stream, "k": "any" | "no_stream" | "stream_exists" | "exact", "r": revision
// (text, with "exact"), "e": [{ "i": uuid, "t": type, "v": schema version, "d": data, "m": metadata }] }]
// Answers one row per append: r_idx (1-based, as sent), r_status ('ok' | 'prior' | 'wrong'),
// r_next (last revision: written, or the prior batch's), r_tx and r_pos (that event's position),
// r_actual (the stream's revision when refused; NULL: no stream).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION es.append_events(p_appends jsonb)
    RETURNS TABLE (r_idx integer, r_status text, r_next bigint, r_tx xid8, r_pos bigint, r_actual bigint)
    LANGUAGE plpgsql
    -- Every statement here is a lookup by key: its plan, cached for the session, must use the key's
    -- index even when first planned on a small table (a new database, no ANALYZE yet), or it would
    -- keep scanning the table whole as it grows. Cheaper than planning each call afresh.
    SET enable_seqscan = off
    AS $fn$
    DECLARE
      a record;
      p record;
      cur bigint;
      ids uuid[];
      n integer;
      first_rev bigint;
      attempt integer;
      wrote boolean := false;
    BEGIN
      FOR a IN
        SELECT x.ord::integer AS ord, x.app->>'s' AS s, x.app->>'k' AS k, (x.app->>'r')::bigint AS r, x.app->'e' AS ev
        FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(app, ord)
        ORDER BY x.app->>'s' COLLATE "C", x.ord
      LOOP
        ids := ARRAY(SELECT x.i FROM jsonb_to_recordset(a.ev) AS x(i uuid));
        n := cardinality(ids);
        attempt := 0;
        LOOP
          -- The stream row's lock (revision is NOT NULL: NULL is no stream) and a look for the ids.
          SELECT (SELECT st.revision FROM es.streams st WHERE st.stream_id = a.s FOR UPDATE) AS cur,
                 pr.revision, pr.transaction_id, pr.position
          INTO p
          FROM (SELECT 1) AS one
          LEFT JOIN LATERAL (SELECT ev.revision, ev.transaction_id, ev.position FROM es.events ev
                             WHERE ev.id = ANY(ids) ORDER BY ev.revision DESC LIMIT 1) AS pr ON true;
          cur := p.cur;
          IF p.revision IS NULL AND ((a.k = 'no_stream' AND cur IS NOT NULL) OR (a.k = 'stream_exists' AND cur IS NULL)
             OR (a.k = 'exact' AND cur IS DISTINCT FROM a.r)) THEN
            -- The look ran on the statement's snapshot, taken before the lock waited for a writer
            -- that has since committed: a writer of these ids is a retry of this append. Look again.
            SELECT NULL::bigint AS cur, ev.revision, ev.transaction_id, ev.position INTO p
            FROM es.events ev WHERE ev.id = ANY(ids) ORDER BY ev.revision DESC LIMIT 1;
            IF NOT FOUND THEN
              r_idx := a.ord; r_status := 'wrong'; r_next := NULL; r_tx := NULL; r_pos := NULL; r_actual := cur;
              RETURN NEXT;
              EXIT;
            END IF;
          END IF;
          IF p.revision IS NOT NULL THEN
            r_idx := a.ord; r_status := 'prior'; r_next := p.revision; r_tx := p.transaction_id; r_pos := p.position; r_actual := cur;
            RETURN NEXT;
            EXIT;
          END IF;
          first_rev := coalesce(cur, -1) + 1;
          IF cur IS NOT NULL THEN
            WITH s AS (UPDATE es.streams SET revision = first_rev + n - 1 WHERE stream_id = a.s),
            ins AS (
              INSERT INTO es.events (id, stream_id, revision, type, schema_version, data, metadata)
              SELECT x.i, a.s, first_rev + x.o - 1, x.t, x.v, x.d, x.m
              FROM ROWS FROM (jsonb_to_recordset(a.ev) AS (i uuid, t text, v integer, d jsonb, m jsonb)) WITH ORDINALITY AS x(i, t, v, d, m, o)
              ORDER BY x.o
              RETURNING transaction_id, position
            )
            SELECT ins.transaction_id, ins.position INTO r_tx, r_pos FROM ins ORDER BY ins.position DESC LIMIT 1;
          ELSE
            -- A new stream: if a racing first append created it (ON CONFLICT waits for it to
            -- commit), nothing is written and we go round again to lock its row and check.
            WITH s AS (INSERT INTO es.streams (stream_id, revision) VALUES (a.s, first_rev + n - 1)
                       ON CONFLICT (stream_id) DO NOTHING RETURNING 1),
            ins AS (
              INSERT INTO es.events (id, stream_id, revision, type, schema_version, data, metadata)
              SELECT x.i, a.s, first_rev + x.o - 1, x.t, x.v, x.d, x.m
              FROM ROWS FROM (jsonb_to_recordset(a.ev) AS (i uuid, t text, v integer, d jsonb, m jsonb)) WITH ORDINALITY AS x(i, t, v, d, m, o)
              WHERE EXISTS (SELECT 1 FROM s)
              ORDER BY x.o
              RETURNING transaction_id, position
            )
            SELECT ins.transaction_id, ins.position INTO r_tx, r_pos FROM ins ORDER BY ins.position DESC LIMIT 1;
            IF NOT FOUND THEN
              attempt := attempt + 1;
              IF attempt > 10 THEN
                RAISE EXCEPTION 'stream % could not be created', a.s USING ERRCODE = '40001';
              END IF;
              CONTINUE;
            END IF;
          END IF;
          r_idx := a.ord; r_status := 'ok'; r_next := first_rev + n - 1; r_actual := cur;
          wrote := true;
          RETURN NEXT;
          EXIT;
        END LOOP;
      END LOOP;
      IF wrote THEN
        PERFORM pg_notify('es_events', '');
      END IF;
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS es.append_events(jsonb)`.execute(db);
}
