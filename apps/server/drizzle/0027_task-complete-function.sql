-- A stored transaction as the wallet answers it, as in ledger-escrow-functions, now in PL/pgSQL:
-- its query is planned once per connection (a LANGUAGE sql function with a FROM is planned again
-- on every call: 8 % of the machine's time in the completions benchmark went there).
CREATE OR REPLACE FUNCTION ledger_transaction_json(_id uuid) RETURNS jsonb
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object(
      'id', t.id,
      'number', t.number,
      'type', t.type,
      'description', t.description,
      'metadata', t.metadata,
      'createdAt', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'reversesId', t.reverses_id,
      'entries', (
        SELECT jsonb_agg(jsonb_build_object(
                 'userId', a.user_id, 'platform', a.code, 'escrow', a.escrow_id,
                 'coins', e.coins, 'balanceAfter', e.balance_after)
               ORDER BY e.id)
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.transaction_id = t.id))
    FROM ledger_transactions t WHERE t.id = _id);
END;
$$;
--> statement-breakpoint
-- A task completion in one round trip (docs/decisions.md "Tasks: money"): the checks, the place on
-- the task, the request's key, the reward through ledger_post, the attempt and the day's rollup.
-- Inside a caller's transaction, or alone (one statement: one transaction). Any refusal
-- ('refused': the attempt moved on since the caller read it, a suspended member, the daily cap,
-- no place, or the last place when `notLast`) is decided before anything is written: the caller
-- then takes its slower path, which says which refusal it is and records it. The ledger's own
-- refusal (an escrow short of coins…) and a request key used for another call raise an error:
-- nothing stays written. Lock order, as everywhere: the attempt, the member's payouts, the task
-- row, then the ledger (escrow, wallet).
CREATE OR REPLACE FUNCTION task_complete(_p jsonb)
RETURNS jsonb
LANGUAGE plpgsql
AS $$
DECLARE
  _at timestamptz := (_p ->> 'at')::timestamptz;
  _member uuid := (_p ->> 'memberId')::uuid;
  _held boolean := (_p ->> 'placeHeld')::boolean;
  _reward int := (_p ->> 'reward')::int;
  _cost int := (_p ->> 'cost')::int;
  -- An optional part given as JSON null arrives as jsonb 'null': made SQL NULL here.
  _ledger jsonb := nullif(_p -> 'ledger', 'null');
  _beat jsonb := nullif(_p -> 'beat', 'null');
  _claim jsonb := nullif(_p -> 'claim', 'null');
  _stats jsonb := coalesce(nullif(_p -> 'stats', 'null'), '{}');
  _from text[] := ARRAY(SELECT jsonb_array_elements_text(_p -> 'from'));
  _cap int;
  _today bigint;
  _posted jsonb;
  _task tasks;
  _attempt task_attempts;
BEGIN
  PERFORM 1 FROM task_attempts
    WHERE id = (_p ->> 'attemptId')::uuid AND member_id = _member
      AND status = ANY (_from)
      AND (_beat IS NULL OR beat_seq = (_beat ->> 'expectedSeq')::int)
    FOR UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'refused'); END IF;

  PERFORM 1 FROM users WHERE id = _member AND suspended_until > _at;
  IF FOUND THEN RETURN jsonb_build_object('outcome', 'refused'); END IF;

  IF _reward > 0 AND (_p ->> 'applyCap')::boolean THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('task-payouts:' || _member::text, 0));
    SELECT daily_cap_coins INTO _cap FROM task_settings WHERE id = 1;
    SELECT coalesce(sum(reward_coins), 0) INTO _today FROM task_attempts
      WHERE member_id = _member AND status = 'completed' AND reward_coins > 0
        AND finished_at >= (_p ->> 'dayStart')::timestamptz;
    IF _today + _reward > coalesce(_cap, (_p ->> 'defaultCap')::int) THEN
      RETURN jsonb_build_object('outcome', 'refused');
    END IF;
  END IF;

  -- A new place only on a live task; a place a proof held turns into a completion whatever the state.
  UPDATE tasks
    SET completions_done = completions_done + 1,
        pending_reviews = pending_reviews - CASE WHEN _held THEN 1 ELSE 0 END,
        spent_coins = spent_coins + _cost,
        updated_at = _at
    WHERE id = (_p ->> 'taskId')::uuid
      AND completions_done + pending_reviews + CASE WHEN _held THEN 0 ELSE 1 END
        + CASE WHEN (_p ->> 'notLast')::boolean THEN 1 ELSE 0 END <= completions
      AND (_held OR (status = 'live' AND (starts_at IS NULL OR starts_at <= _at) AND ends_at > _at))
    RETURNING * INTO _task;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'refused'); END IF;

  IF _claim IS NOT NULL THEN
    -- The caller holds the attempt's lock and saw it unfinished: a key already there was used for
    -- another call. Rolled back; the caller's slower path says which.
    INSERT INTO task_request_keys (user_id, key, scope, subject_id, created_at)
      VALUES (_member, _claim ->> 'key', _claim ->> 'scope', (_claim ->> 'subjectId')::uuid, _at)
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'task_complete: request key already used' USING ERRCODE = 'BTT01';
    END IF;
  END IF;

  IF _ledger IS NOT NULL THEN
    _posted := ledger_post(_ledger ->> 'key', _ledger ->> 'hash', _ledger ->> 'type', _ledger ->> 'description',
      _ledger -> 'metadata', (_ledger ->> 'reversesId')::uuid, (_ledger ->> 'actorId')::uuid,
      (_ledger ->> 'at')::timestamptz, _ledger -> 'lines');
    IF _posted ->> 'status' NOT IN ('posted', 'replayed') THEN
      -- Undoes the place and the key (alone, this statement is the whole transaction); the
      -- caller reads ledger_post's answer from the detail as the wallet reads it.
      RAISE EXCEPTION 'task_complete: the ledger refused the reward' USING ERRCODE = 'BTT03', DETAIL = _posted::text;
    END IF;
  END IF;

  UPDATE task_attempts
    SET status = 'completed',
        reward_coins = _reward,
        transaction_id = (_posted -> 'transaction' ->> 'id')::uuid,
        finished_at = (_p ->> 'finishedAt')::timestamptz,
        quiz_correct = coalesce((_p ->> 'quizCorrect')::smallint, quiz_correct),
        beat_seq = CASE WHEN _beat IS NULL THEN beat_seq ELSE (_beat ->> 'beatSeq')::int END,
        last_beat_at = CASE WHEN _beat IS NULL THEN last_beat_at ELSE (_beat ->> 'lastBeatAt')::timestamptz END,
        last_position = CASE WHEN _beat IS NULL THEN last_position ELSE (_beat ->> 'lastPosition')::real END,
        strikes = CASE WHEN _beat IS NULL THEN strikes ELSE (_beat ->> 'strikes')::smallint END,
        watched_ms = CASE WHEN _beat IS NULL THEN watched_ms ELSE (_beat ->> 'watchedMs')::int END
    WHERE id = (_p ->> 'attemptId')::uuid
      AND status = ANY (_from)
      AND (_beat IS NULL OR (status = 'watching' AND beat_seq = (_beat ->> 'expectedSeq')::int))
    RETURNING * INTO _attempt;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'task_complete: attempt changed during its completion' USING ERRCODE = 'BTT02';
  END IF;

  INSERT INTO task_daily_stats AS s (task_id, day, completions, coins_spent, quiz_passes, watch_ms, watch_count)
    VALUES (_task.id, (_p ->> 'day')::date, 1, _cost, coalesce((_stats ->> 'quizPasses')::int, 0),
      coalesce((_stats ->> 'watchMs')::bigint, 0), coalesce((_stats ->> 'watchCount')::int, 0))
    ON CONFLICT (task_id, day) DO UPDATE
      SET completions = s.completions + 1,
          coins_spent = s.coins_spent + excluded.coins_spent,
          quiz_passes = s.quiz_passes + excluded.quiz_passes,
          watch_ms = s.watch_ms + excluded.watch_ms,
          watch_count = s.watch_count + excluded.watch_count;

  RETURN jsonb_build_object('outcome', 'completed', 'task', to_jsonb(_task), 'attempt', to_jsonb(_attempt),
    'ledger', _posted);
END;
$$;
