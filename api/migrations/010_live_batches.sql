-- Issue 11: a session (one day's one batch) gets its links, capacity and resources; members get a
-- preferred batch and a reminder; joins, corrections, reminders sent, resources opened and short
-- links are kept.
ALTER TABLE live_sessions
  ADD COLUMN zoom_url text,
  ADD COLUMN zoom_capacity integer NOT NULL DEFAULT 1000 CHECK (zoom_capacity >= 0),
  -- Seats taken in the Zoom meeting; Join sends members to YouTube once it reaches the capacity.
  ADD COLUMN zoom_joins integer NOT NULL DEFAULT 0 CHECK (zoom_joins >= 0),
  ADD COLUMN youtube_url text,
  ADD COLUMN replay_url text,
  ADD COLUMN guide_url text,
  ADD COLUMN world_record boolean NOT NULL DEFAULT false;
-- A challenge has at most one world-record attempt.
CREATE UNIQUE INDEX live_sessions_world_record ON live_sessions (challenge_id) WHERE world_record;

ALTER TABLE leads
  ADD COLUMN preferred_batch smallint CHECK (preferred_batch BETWEEN 1 AND 24),
  ADD COLUMN reminder boolean NOT NULL DEFAULT false;
CREATE INDEX leads_reminders ON leads (active_challenge_id, preferred_batch) WHERE reminder;

-- The link a member was given for a session, so a second tap answers the same one.
CREATE TABLE session_joins (
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES live_sessions (id) ON DELETE CASCADE,
  link text NOT NULL CHECK (link IN ('zoom', 'youtube')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lead_id, session_id)
);

-- Ops corrections of attendance, never deleted: who was changed, what, why and when.
CREATE TABLE attendance_corrections (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES live_sessions (id) ON DELETE CASCADE,
  attended boolean NOT NULL,
  reason text NOT NULL,
  corrected_at timestamptz NOT NULL DEFAULT now()
);

-- One reminder per member per session, whichever API process gets there first.
CREATE TABLE reminder_sends (
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES live_sessions (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lead_id, session_id)
);

-- A day's replay or guide opened by a member: when first, and how often.
CREATE TABLE resource_opens (
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  day smallint NOT NULL CHECK (day BETWEEN 1 AND 14),
  kind text NOT NULL CHECK (kind IN ('replay', 'guide')),
  first_opened_at timestamptz NOT NULL DEFAULT now(),
  opens integer NOT NULL DEFAULT 1,
  PRIMARY KEY (lead_id, challenge_id, day, kind)
);

CREATE TABLE short_links (
  code text PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, channel)
);
