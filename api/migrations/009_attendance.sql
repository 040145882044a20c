-- A challenge day can have several live batches (06:30, 07:30, ... in the challenge's zone): a
-- session is one day's one batch, with an id that attendance refers to. Existing sessions are
-- batch 1 of their day.
ALTER TABLE live_sessions ADD COLUMN id serial;
ALTER TABLE live_sessions ADD COLUMN batch smallint NOT NULL DEFAULT 1 CHECK (batch BETWEEN 1 AND 24);
ALTER TABLE live_sessions DROP CONSTRAINT live_sessions_pkey;
ALTER TABLE live_sessions ADD PRIMARY KEY (id);
ALTER TABLE live_sessions ADD CONSTRAINT live_sessions_day_batch UNIQUE (challenge_id, day, batch);

-- One row per member per session attended: marking again (a retry, a double tap, a second
-- process) finds the row and changes nothing. `source` says which path marked it.
CREATE TABLE attendance (
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES live_sessions (id) ON DELETE CASCADE,
  marked_at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL,
  PRIMARY KEY (lead_id, session_id)
);
