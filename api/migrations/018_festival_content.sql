-- Issue 24: the festival tools' content is data ops edit in English and Hindi without a release
-- (decision 0036). Each item's texts and lists are kept as one JSON body, read and written whole:
-- the page shows a recipe or a step as one piece, and its audit log keeps it before and after.

-- Festive recipes, listed by position then slug; unpublished ones are kept for ops only.
CREATE TABLE recipes (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$'),
  position integer NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 1000),
  published boolean NOT NULL DEFAULT true,
  -- Title and summary in both languages, servings, minutes, ingredients and steps.
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The garba tool's steps, 1, 2, 3… with none missing between (the API refuses a gap).
CREATE TABLE garba_steps (
  step integer PRIMARY KEY CHECK (step BETWEEN 1 AND 30),
  -- Title and instructions in both languages, counts, bpm and the video link ops pasted.
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every ops write to a recipe or a step: who, what, when, why, and the item before and after.
CREATE TABLE festival_content_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('recipe', 'garba-step')),
  key text NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'edited')),
  actor text NOT NULL,
  reason text NOT NULL,
  before jsonb,
  after jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX festival_content_events_item ON festival_content_events (kind, key, id);
