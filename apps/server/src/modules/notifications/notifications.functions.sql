-- The canonical source of this module's SQL functions. A change goes here AND into a new
-- migration (`npm run db:generate -- --custom --name <what>`, then paste the new definition);
-- src/db/sql-functions.test.ts fails while the latest migration defining a function differs.

-- The usual notification in one round trip, planned once per connection: when the line may reach
-- the recipient (not turned off in their preferences; with `checkBlocks`, no block either way
-- between the two members: the friends module's `blocks`), opens its group with its first actor.
-- Answers { allowed, id }: id null when an unread notification of the group is open already (the
-- service then joins it in a transaction: a new actor, the count, the latest payload). Called
-- alone, after the action committed: its own commit does not wait for the disk (a crash may lose
-- the last fraction of a second of notifications, never coins; docs/decisions.md "Notifications").
CREATE OR REPLACE FUNCTION notification_open(_n jsonb) RETURNS jsonb
LANGUAGE plpgsql
AS $$
DECLARE
  _recipient uuid := (_n ->> 'recipientId')::uuid;
  _actor uuid := (_n ->> 'actorId')::uuid;
  _at timestamptz := (_n ->> 'at')::timestamptz;
  _id uuid;
BEGIN
  PERFORM 1 FROM notification_preferences
    WHERE user_id = _recipient AND type = _n ->> 'type' AND NOT enabled;
  IF FOUND THEN RETURN jsonb_build_object('allowed', false); END IF;
  IF (_n ->> 'checkBlocks')::boolean THEN
    PERFORM 1 FROM blocks
      WHERE (blocker_id = _recipient AND blocked_id = _actor) OR (blocker_id = _actor AND blocked_id = _recipient);
    IF FOUND THEN RETURN jsonb_build_object('allowed', false); END IF;
  END IF;
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO notifications
      (type, recipient_id, actor_id, subject_type, subject_id, payload, group_key, created_at, updated_at)
    VALUES (_n ->> 'type', _recipient, _actor, _n ->> 'subjectType', _n ->> 'subjectId', _n -> 'payload',
      _n ->> 'groupKey', _at, _at)
    ON CONFLICT DO NOTHING
    RETURNING id INTO _id;
  IF _id IS NOT NULL THEN
    INSERT INTO notification_actors (notification_id, actor_id, created_at) VALUES (_id, _actor, _at);
  END IF;
  RETURN jsonb_build_object('allowed', true, 'id', _id);
END;
$$;
