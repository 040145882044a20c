-- Ops people (issue 28): who may sign in to the ops console with their phone and a one-time code,
-- and with which roles. The deployment's OPS_TOKEN stays, for scripts only.
CREATE TABLE ops_people (
  id serial PRIMARY KEY,
  phone_number text NOT NULL UNIQUE,
  name text NOT NULL,
  roles text[] NOT NULL CHECK (
    cardinality(roles) > 0 AND roles <@ ARRAY['support', 'content', 'finance', 'admin']::text[]
  ),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every change to who may act as ops: by whom, why, and the person before and after.
CREATE TABLE ops_people_events (
  id bigserial PRIMARY KEY,
  person_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('added', 'changed', 'removed')),
  actor text NOT NULL,
  reason text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ops_people_events_person ON ops_people_events (person_id, created_at);
