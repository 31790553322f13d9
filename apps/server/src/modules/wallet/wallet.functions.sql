-- The canonical source of this module's SQL functions. A change goes here AND into a new
-- migration (`npm run db:generate -- --custom --name <what>`, then paste the new definition);
-- src/db/sql-functions.test.ts fails while the latest migration defining a function differs.

-- Ledger rows are written once (src/modules/wallet). Entries, transactions and the audit log
-- refuse UPDATE and DELETE: a correction is a new reversing transaction. TRUNCATE (a table-level
-- operation of operators and the test suite) is not a row change and is left alone.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'BTL01', HINT = 'Post a reversing transaction instead';
END;
$$;
--> statement-breakpoint
-- A stored transaction as the wallet service answers it (posting and replay alike, so that a
-- replay's body is the first answer's, byte for byte). Entries in ledger (lock) order. PL/pgSQL:
-- its query is planned once per connection (a LANGUAGE sql function with a FROM is planned again
-- on every call).
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
-- The answer for a key already posted: the first transaction, or a refusal if the content differs.
CREATE OR REPLACE FUNCTION ledger_existing(_key text, _hash text) RETURNS jsonb
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  _found record;
BEGIN
  SELECT id, request_hash INTO _found FROM ledger_transactions WHERE idempotency_key = _key;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF _found.request_hash <> _hash THEN RETURN jsonb_build_object('status', 'key_reused'); END IF;
  RETURN jsonb_build_object('status', 'replayed', 'transaction', ledger_transaction_json(_found.id));
END;
$$;
--> statement-breakpoint
-- Posts one transaction in one round trip (WalletService.post checked the rules that need no
-- data: whole coins, sum zero, no zero line, one line per account, lines in lock order).
-- Every refusal is decided before the first write and answered as a status, never raised: a
-- caller's surrounding transaction stays usable. Statuses: posted | replayed | key_reused |
-- insufficient | unknown_member | not_found | not_reversible | already_reversed | reversal_mismatch.
-- A line names a member (u), an escrow (e) or a platform account (p). Escrows keep a balance like
-- members (never below zero, created by their first credit); a debit of an escrow that does not
-- exist yet is 'insufficient' with a balance of 0.
-- Concurrency: member wallets and escrows are locked in the callers' fixed order (no deadlock), so
-- two spends of the same last coins queue and the second sees the first's balance; the key is looked up again
-- once the locks are held (a twin request that committed meanwhile is answered as a replay), and
-- the insert's ON CONFLICT settles twins that share no wallet. Platform accounts keep no balance
-- row: no row is updated by every posting. Member balances: CHECK (balance >= 0) as well.
CREATE OR REPLACE FUNCTION ledger_post(
  _key text, _hash text, _type text, _description text, _metadata jsonb,
  _reverses uuid, _actor uuid, _at timestamptz, _lines jsonb)
RETURNS jsonb
LANGUAGE plpgsql
AS $$
DECLARE
  _answer jsonb;
  _found record;
  _users uuid[];
  _escrows uuid[];
  _codes text[];
  _coins bigint[];
  _ids uuid[] := '{}';
  _short jsonb;
  _account record;
  _tx uuid;
  _n int;
  _amount bigint;
BEGIN
  _answer := ledger_existing(_key, _hash);
  IF _answer IS NOT NULL THEN RETURN _answer; END IF;

  IF _reverses IS NOT NULL THEN
    -- Reversals of one transaction queue here; the second one then sees the first.
    SELECT id, reverses_id INTO _found FROM ledger_transactions WHERE id = _reverses FOR NO KEY UPDATE;
    IF NOT FOUND THEN RETURN jsonb_build_object('status', 'not_found'); END IF;
    IF _found.reverses_id IS NOT NULL THEN RETURN jsonb_build_object('status', 'not_reversible'); END IF;
  END IF;

  SELECT array_agg((l ->> 'u')::uuid ORDER BY n), array_agg((l ->> 'e')::uuid ORDER BY n),
         array_agg(l ->> 'p' ORDER BY n), array_agg((l ->> 'c')::bigint ORDER BY n)
    INTO _users, _escrows, _codes, _coins
    FROM jsonb_array_elements(_lines) WITH ORDINALITY AS x(l, n);
  _n := coalesce(array_length(_coins, 1), 0);
  SELECT sum(c) FILTER (WHERE c > 0) INTO _amount FROM unnest(_coins) AS c;
  -- The service checked these; a direct caller gets an error, never an unbalanced transaction.
  IF _n < 2 OR (SELECT sum(c) FROM unnest(_coins) AS c) <> 0 OR 0 = ANY(_coins) THEN
    RAISE EXCEPTION 'ledger_post: at least two non-zero lines summing to zero' USING ERRCODE = 'BTL03';
  END IF;

  FOR i IN 1 .. _n LOOP
    IF _users[i] IS NOT NULL THEN
      SELECT id, balance INTO _account FROM ledger_accounts WHERE user_id = _users[i] FOR NO KEY UPDATE;
      IF NOT FOUND THEN
        PERFORM 1 FROM users WHERE id = _users[i];
        IF NOT FOUND THEN RETURN jsonb_build_object('status', 'unknown_member', 'userId', _users[i]); END IF;
        IF _coins[i] < 0 THEN
          -- No wallet yet: a balance of 0.
          _short := coalesce(_short, jsonb_build_object('status', 'insufficient', 'userId', _users[i], 'balance', 0));
          _ids := _ids || NULL::uuid;
          CONTINUE;
        END IF;
        INSERT INTO ledger_accounts (user_id, balance, created_at) VALUES (_users[i], 0, _at)
          ON CONFLICT (user_id) DO NOTHING;
        SELECT id, balance INTO _account FROM ledger_accounts WHERE user_id = _users[i] FOR NO KEY UPDATE;
      END IF;
      IF _account.balance + _coins[i] < 0 THEN
        _short := coalesce(_short, jsonb_build_object('status', 'insufficient', 'userId', _users[i], 'balance', _account.balance));
      END IF;
    ELSIF _escrows[i] IS NOT NULL THEN
      SELECT id, balance INTO _account FROM ledger_accounts WHERE escrow_id = _escrows[i] FOR NO KEY UPDATE;
      IF NOT FOUND THEN
        IF _coins[i] < 0 THEN
          _short := coalesce(_short, jsonb_build_object('status', 'insufficient', 'escrowId', _escrows[i], 'balance', 0));
          _ids := _ids || NULL::uuid;
          CONTINUE;
        END IF;
        INSERT INTO ledger_accounts (escrow_id, balance, created_at) VALUES (_escrows[i], 0, _at)
          ON CONFLICT (escrow_id) DO NOTHING;
        SELECT id, balance INTO _account FROM ledger_accounts WHERE escrow_id = _escrows[i] FOR NO KEY UPDATE;
      END IF;
      IF _account.balance + _coins[i] < 0 THEN
        _short := coalesce(_short, jsonb_build_object('status', 'insufficient', 'escrowId', _escrows[i], 'balance', _account.balance));
      END IF;
    ELSE
      SELECT id INTO _account FROM ledger_accounts WHERE code = _codes[i];
      IF NOT FOUND THEN
        INSERT INTO ledger_accounts (code, created_at) VALUES (_codes[i], _at) ON CONFLICT (code) DO NOTHING;
        SELECT id INTO _account FROM ledger_accounts WHERE code = _codes[i];
      END IF;
    END IF;
    _ids := _ids || _account.id;
  END LOOP;

  -- The locks are held: a twin request may have committed while this one waited for them.
  _answer := ledger_existing(_key, _hash);
  IF _answer IS NOT NULL THEN RETURN _answer; END IF;
  IF _reverses IS NOT NULL THEN
    SELECT id INTO _found FROM ledger_transactions WHERE reverses_id = _reverses;
    IF FOUND THEN RETURN jsonb_build_object('status', 'already_reversed', 'reversedById', _found.id); END IF;
  END IF;
  IF _short IS NOT NULL THEN RETURN _short; END IF;
  IF _type = 'reversal' THEN
    -- A reversal mirrors the transaction it reverses, line for line.
    PERFORM 1
      FROM (SELECT account_id, coins FROM ledger_entries WHERE transaction_id = _reverses) o
      FULL JOIN unnest(_ids, _coins) AS g(account_id, coins) ON g.account_id = o.account_id
      WHERE o.coins IS DISTINCT FROM -g.coins;
    IF FOUND THEN RETURN jsonb_build_object('status', 'reversal_mismatch'); END IF;
  END IF;

  INSERT INTO ledger_transactions
      (idempotency_key, request_hash, type, description, metadata, amount, reverses_id, actor_id, created_at)
    VALUES (_key, _hash, _type, _description, _metadata, _amount, _reverses, _actor, _at)
    ON CONFLICT DO NOTHING
    RETURNING id INTO _tx;
  IF _tx IS NULL THEN
    -- A posting with this key, or reversing the same transaction, committed first.
    _answer := ledger_existing(_key, _hash);
    IF _answer IS NOT NULL THEN RETURN _answer; END IF;
    IF _reverses IS NOT NULL THEN RETURN jsonb_build_object('status', 'already_reversed'); END IF;
    RAISE EXCEPTION 'ledger_post: transaction insert refused' USING ERRCODE = 'BTL02';
  END IF;

  FOR i IN 1 .. _n LOOP
    IF _users[i] IS NOT NULL OR _escrows[i] IS NOT NULL THEN
      UPDATE ledger_accounts
        SET balance = balance + _coins[i], last_posted_at = greatest(last_posted_at, _at)
        WHERE id = _ids[i] AND balance + _coins[i] >= 0
        RETURNING balance, last_posted_at INTO _account;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ledger_post: balance of % would go below zero', coalesce(_users[i], _escrows[i])
          USING ERRCODE = 'BTL04';
      END IF;
      INSERT INTO ledger_entries (transaction_id, account_id, coins, balance_after, created_at)
        VALUES (_tx, _ids[i], _coins[i], _account.balance, _account.last_posted_at);
    ELSE
      INSERT INTO ledger_entries (transaction_id, account_id, coins, balance_after, created_at)
        VALUES (_tx, _ids[i], _coins[i], NULL, _at);
    END IF;
  END LOOP;
  RETURN jsonb_build_object('status', 'posted', 'transaction', ledger_transaction_json(_tx));
END;
$$;
