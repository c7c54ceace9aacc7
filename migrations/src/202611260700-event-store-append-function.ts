import { type Kysely, sql } from 'kysely';

// The event store's append as one server-side call (issue 17, docs/eventstore.md "Appending"): a
// group of appends, each with its own expected revision and its own answer, written in the
// caller's one autocommit transaction. Per append, in order of stream id (a total order, so two
// groups never deadlock on stream rows) and arrival, two statements: lock the stream row and check
// the revision (a refusal first looks for the ids: a stored batch answers its original result);
// then the stream's revision and the events in one statement. An accepted append whose ids are
// already stored fails on events_id_key, rolling the whole call back: the client then sends each
// append of the call alone and answers a unique violation with the stored result (group-append.ts). A refused append writes nothing and does not abort the others. A new
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
        SELECT x.ord::integer AS ord, x.app->>'s' AS s, x.app->>'k' AS k, (x.app->>'r')::bigint AS r, x.app->'e' AS ev,
               ARRAY(SELECT j.i FROM jsonb_to_recordset(x.app->'e') AS j(i uuid)) AS ids
        FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(app, ord)
        ORDER BY x.app->>'s' COLLATE "C", x.ord
      LOOP
        ids := a.ids;
        n := cardinality(ids);
        attempt := 0;
        LOOP
          SELECT st.revision INTO cur FROM es.streams st WHERE st.stream_id = a.s FOR UPDATE;
          IF (a.k = 'no_stream' AND cur IS NOT NULL) OR (a.k = 'stream_exists' AND cur IS NULL)
             OR (a.k = 'exact' AND cur IS DISTINCT FROM a.r) THEN
            -- Refused, unless these ids are stored: then this is a retry of the append that stored
            -- them, answered with its result (a fresh snapshot: a writer the lock waited for is seen).
            SELECT ev.revision, ev.transaction_id, ev.position INTO p
            FROM es.events ev WHERE ev.id = ANY(ids) ORDER BY ev.revision DESC LIMIT 1;
            IF FOUND THEN
              r_idx := a.ord; r_status := 'prior'; r_next := p.revision; r_tx := p.transaction_id; r_pos := p.position; r_actual := cur;
            ELSE
              r_idx := a.ord; r_status := 'wrong'; r_next := NULL; r_tx := NULL; r_pos := NULL; r_actual := cur;
            END IF;
            RETURN NEXT;
            EXIT;
          END IF;
          -- Accepted: ids already stored surface as a unique violation of events_id_key below, which
          -- rolls the call back; the client then answers the stored result (no look on this path).
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
  // The same for a group whose streams and event ids are all distinct (the usual group: appends
  // from different requests), set-based: one statement locks (or creates) every stream row in
  // stream id order, the decisions are made in memory (the refused ones' ids looked for in one
  // statement), and one statement each writes the streams' revisions and every event. The client picks it; any other
  // group goes through es.append_events, append by append.
  await sql`
    CREATE FUNCTION es.append_group(p_appends jsonb)
    RETURNS TABLE (r_idx integer, r_status text, r_next bigint, r_tx xid8, r_pos bigint, r_actual bigint)
    LANGUAGE plpgsql
    SET enable_seqscan = off
    AS $fn$
    DECLARE
      v_s text[]; v_k text[]; v_r bigint[]; v_n integer[];
      l_s text[]; l_rev bigint[];
      p record; wrong_ord integer[] := '{}';
      o_status text[]; o_next bigint[]; o_tx xid8[]; o_pos bigint[]; o_actual bigint[];
      ok_ord integer[] := '{}'; ok_s text[] := '{}'; ok_first bigint[] := '{}'; ok_last bigint[] := '{}';
      drop_s text[] := '{}';
      w_s text[]; w_pos bigint[];
      cnt integer := jsonb_array_length(p_appends); cur bigint; k text; first_rev bigint;
      me xid8 := pg_current_xact_id();
    BEGIN
      o_status := array_fill(NULL::text, ARRAY[cnt]); o_next := array_fill(NULL::bigint, ARRAY[cnt]);
      o_tx := array_fill(NULL::xid8, ARRAY[cnt]); o_pos := array_fill(NULL::bigint, ARRAY[cnt]);
      o_actual := array_fill(NULL::bigint, ARRAY[cnt]);
      SELECT array_agg(x.app->>'s' ORDER BY x.ord), array_agg(x.app->>'k' ORDER BY x.ord),
             array_agg((x.app->>'r')::bigint ORDER BY x.ord), array_agg(jsonb_array_length(x.app->'e') ORDER BY x.ord)
      INTO v_s, v_k, v_r, v_n
      FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(app, ord);
      -- Every stream's row locked in one statement, in stream id order; a missing one created as a
      -- placeholder (revision -1, never committed as such: written below or deleted).
      WITH up AS (
        INSERT INTO es.streams AS st (stream_id, revision)
        SELECT u.s, -1 FROM unnest(v_s) AS u(s) ORDER BY u.s COLLATE "C"
        ON CONFLICT (stream_id) DO UPDATE SET revision = st.revision
        RETURNING st.stream_id, st.revision
      )
      SELECT array_agg(up.stream_id), array_agg(up.revision) INTO l_s, l_rev FROM up;
      FOR n_i IN 1 .. cnt LOOP
        cur := l_rev[array_position(l_s, v_s[n_i])];
        IF cur = -1 THEN cur := NULL; END IF;
        k := v_k[n_i];
        o_actual[n_i] := cur;
        IF (k = 'no_stream' AND cur IS NOT NULL) OR (k = 'stream_exists' AND cur IS NULL)
           OR (k = 'exact' AND cur IS DISTINCT FROM v_r[n_i]) THEN
          o_status[n_i] := 'wrong';
          wrong_ord := wrong_ord || n_i;
          IF cur IS NULL THEN drop_s := drop_s || v_s[n_i]; END IF;
        ELSE
          first_rev := coalesce(cur, -1) + 1;
          o_status[n_i] := 'ok'; o_next[n_i] := first_rev + v_n[n_i] - 1; o_tx[n_i] := me;
          ok_ord := ok_ord || n_i; ok_s := ok_s || v_s[n_i]; ok_first := ok_first || first_rev; ok_last := ok_last || o_next[n_i];
        END IF;
      END LOOP;
      -- A refused append whose ids are stored is a retry: answer the stored result (a fresh
      -- snapshot, after the locks). An accepted one whose ids are stored fails on events_id_key
      -- below and the client sends each append alone (es.append_events' comment).
      IF cardinality(wrong_ord) > 0 THEN
        FOR p IN
          SELECT DISTINCT ON (x.ord) x.ord::integer AS ord, ev.revision, ev.transaction_id, ev.position
          FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(app, ord)
          CROSS JOIN LATERAL jsonb_to_recordset(x.app->'e') AS j(i uuid)
          JOIN es.events ev ON ev.id = j.i
          WHERE x.ord = ANY(wrong_ord)
          ORDER BY x.ord, ev.revision DESC
        LOOP
          o_status[p.ord] := 'prior'; o_next[p.ord] := p.revision; o_tx[p.ord] := p.transaction_id; o_pos[p.ord] := p.position;
        END LOOP;
      END IF;
      IF cardinality(drop_s) > 0 THEN
        DELETE FROM es.streams WHERE stream_id = ANY(drop_s);
      END IF;
      IF cardinality(ok_ord) > 0 THEN
        UPDATE es.streams st SET revision = u.last FROM unnest(ok_s, ok_last) AS u(s, last) WHERE st.stream_id = u.s;
        WITH ins AS (
          INSERT INTO es.events (id, stream_id, revision, type, schema_version, data, metadata)
          SELECT e.i, o.s, o.first + e.eo - 1, e.t, e.v, e.d, e.m
          FROM unnest(ok_ord, ok_s, ok_first) WITH ORDINALITY AS o(ord, s, first, n)
          CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(p_appends->(o.ord - 1)->'e') AS (i uuid, t text, v integer, d jsonb, m jsonb))
            WITH ORDINALITY AS e(i, t, v, d, m, eo)
          ORDER BY o.n, e.eo
          RETURNING stream_id, position
        )
        SELECT array_agg(g.stream_id), array_agg(g.last) INTO w_s, w_pos
        FROM (SELECT ins.stream_id, max(ins.position) AS last FROM ins GROUP BY ins.stream_id) AS g;
        FOR n_j IN 1 .. cardinality(ok_ord) LOOP
          o_pos[ok_ord[n_j]] := w_pos[array_position(w_s, ok_s[n_j])];
        END LOOP;
        PERFORM pg_notify('es_events', '');
      END IF;
      RETURN QUERY SELECT u.idx::integer, u.st, u.nx, u.tx, u.ps, u.ac
        FROM unnest(o_status, o_next, o_tx, o_pos, o_actual) WITH ORDINALITY AS u(st, nx, tx, ps, ac, idx);
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS es.append_group(jsonb)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS es.append_events(jsonb)`.execute(db);
}
