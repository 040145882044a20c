-- Issue 23: festival campaigns are data ops run (decision 0035). A campaign is shown on its
-- occasion's page (/festive, /ganeshChaturthi, ...) and at /cmp/<event> from its first to its last
-- day, inclusive, as calendar days in India; out of its days its pages say "back next season".
CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  event text NOT NULL UNIQUE CHECK (event ~ '^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$'),
  occasion text NOT NULL,
  title text NOT NULL CHECK (title <> ''),
  title_hi text NOT NULL CHECK (title_hi <> ''),
  summary text NOT NULL CHECK (summary <> ''),
  summary_hi text NOT NULL CHECK (summary_hi <> ''),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  -- The festival's own day in India (Diwali's date moves every year), for its page's countdown.
  festival_on date,
  featured boolean NOT NULL DEFAULT false,
  -- The poster templates members may choose from (ids the poster maker knows).
  templates jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The promise members take, in both languages, or none.
  pledge text CHECK (pledge <> ''),
  pledge_hi text CHECK (pledge_hi <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on >= starts_on),
  CHECK ((pledge IS NULL) = (pledge_hi IS NULL))
);

CREATE INDEX campaigns_days ON campaigns (starts_on, ends_on);

-- Every ops write to a campaign: who, what, when, why, and the campaign before and after.
CREATE TABLE campaign_events (
  id bigserial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('created', 'edited', 'ended')),
  actor text NOT NULL,
  reason text NOT NULL,
  before jsonb,
  after jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX campaign_events_campaign ON campaign_events (campaign_id, id);

-- A member's pledge in a campaign: one per member and campaign, whatever they send twice. Its
-- slug is the public page's path (/pledge/<slug>), random so pledges cannot be listed.
CREATE TABLE pledges (
  id bigserial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[A-Za-z0-9]{10}$'),
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, lead_id)
);

-- Spec section 3's festival store of a member (habits, completed tools, step progress), merged
-- with what each device sends, so a member on a new phone continues where they were.
CREATE TABLE festival_progress (
  lead_id integer PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
