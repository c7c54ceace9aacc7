import { type Kysely, sql } from 'kysely';

// The event store's append as one server-side call (issue 17, docs/eventstore.md "Appending"): a
// group of appends, each with its own expected revision and its own answer, written in the
// caller's one autocommit transaction. Per append, in order of stream id (a total order, so two
// groups never deadlock on stream rows) and arrival: lock the stream row, look for an id already
// stored (a fresh snapshot per statement, taken after the lock: a writer we waited for is seen),
// check the revision, write. A refused append writes nothing and does not abort the others. A new
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
    LANGUAGE plpgsql AS $fn$
    DECLARE
      a record;
      p record;
      cur bigint;
      has_stream boolean;
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
        ids := ARRAY(SELECT (j->>'i')::uuid FROM jsonb_array_elements(a.ev) AS j);
        n := cardinality(ids);
        attempt := 0;
        LOOP
          SELECT st.revision INTO cur FROM es.streams st WHERE st.stream_id = a.s FOR UPDATE;
          has_stream := FOUND;
          SELECT ev.revision, ev.transaction_id, ev.position INTO p
          FROM es.events ev WHERE ev.id = ANY(ids) ORDER BY ev.revision DESC LIMIT 1;
          IF FOUND THEN
            r_idx := a.ord; r_status := 'prior'; r_next := p.revision; r_tx := p.transaction_id; r_pos := p.position; r_actual := cur;
            RETURN NEXT;
            EXIT;
          END IF;
          IF (a.k = 'no_stream' AND has_stream) OR (a.k = 'stream_exists' AND NOT has_stream)
             OR (a.k = 'exact' AND cur IS DISTINCT FROM a.r) THEN
            r_idx := a.ord; r_status := 'wrong'; r_next := NULL; r_tx := NULL; r_pos := NULL; r_actual := cur;
            RETURN NEXT;
            EXIT;
          END IF;
          first_rev := coalesce(cur, -1) + 1;
          IF has_stream THEN
            UPDATE es.streams SET revision = first_rev + n - 1 WHERE stream_id = a.s;
          ELSE
            INSERT INTO es.streams (stream_id, revision) VALUES (a.s, first_rev + n - 1) ON CONFLICT (stream_id) DO NOTHING;
            IF NOT FOUND THEN
              -- A racing first append created it and committed: lock it and check again.
              attempt := attempt + 1;
              IF attempt > 10 THEN
                RAISE EXCEPTION 'stream % could not be created', a.s USING ERRCODE = '40001';
              END IF;
              CONTINUE;
            END IF;
          END IF;
          WITH ins AS (
            INSERT INTO es.events (id, stream_id, revision, type, schema_version, data, metadata)
            SELECT (j->>'i')::uuid, a.s, first_rev + o - 1, j->>'t', (j->>'v')::integer, j->'d', j->'m'
            FROM jsonb_array_elements(a.ev) WITH ORDINALITY AS x(j, o)
            ORDER BY o
            RETURNING transaction_id, position
          )
          SELECT ins.transaction_id, ins.position INTO r_tx, r_pos FROM ins ORDER BY ins.position DESC LIMIT 1;
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
