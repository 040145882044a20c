-- Issue 27, the kids camp (decision 0045). Children are kept apart from everything members are
-- counted, shown or marketed by: no table of the game, referrals, vouchers or boards refers to
-- these, and these refer only to the parent's lead.

-- The camps ops edit: dates are India's calendar days; titles, batches (with India times) and the
-- printable material's poses, in English and Hindi, are one JSON body read and written whole.
CREATE TABLE kids_camps (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$'),
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on),
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every ops write to a camp: who, when, why, and the camp before and after.
CREATE TABLE kids_camp_events (
  id bigserial PRIMARY KEY,
  camp_slug text NOT NULL REFERENCES kids_camps (slug) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('created', 'edited')),
  actor text NOT NULL,
  reason text NOT NULL,
  before jsonb,
  after jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kids_camp_events_camp ON kids_camp_events (camp_slug, id);

-- A parent's verifiable consent (DPDP Rules 2025, rule 10): given with a fresh code texted to the
-- parent's own phone, with the purpose's version and words. It holds nothing about the child, so
-- it outlives the child's data: withdrawing (or the parent's erasure) erases the child and keeps
-- only that consent was given and withdrawn, and when.
CREATE TABLE kids_camp_consents (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  purpose_version text NOT NULL,
  purpose text NOT NULL,
  given_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  withdrawn_reason text CHECK (withdrawn_reason IN ('parent', 'account_erased')),
  CHECK ((withdrawn_at IS NULL) = (withdrawn_reason IS NULL))
);
CREATE INDEX kids_camp_consents_lead ON kids_camp_consents (lead_id, id);

-- The enrolled children: a first name, an age and a batch, while their consent stands.
CREATE TABLE kids_camp_children (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  consent_id integer NOT NULL UNIQUE REFERENCES kids_camp_consents (id),
  camp_slug text NOT NULL REFERENCES kids_camps (slug),
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 60),
  age smallint NOT NULL CHECK (age BETWEEN 5 AND 14),
  batch text NOT NULL,
  enrolled_at timestamptz NOT NULL
);
CREATE INDEX kids_camp_children_lead ON kids_camp_children (lead_id, id);
