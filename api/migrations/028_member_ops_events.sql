-- Issues 26 and 28: what ops change on a member's own data (their profile, an address, their
-- batch and reminder) is recorded with who, why, and the data before and after, so the member's
-- data download and account show every ops action on their data. Attendance corrections, referral
-- reviews, gift and certificate events keep their own records (migrations 010-012).
CREATE TABLE member_ops_events (
  id bigserial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('profile_changed', 'address_changed', 'live_preferences_changed')),
  actor text NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  before jsonb,
  after jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_ops_events_lead ON member_ops_events (lead_id, at);

-- Ops answer a grievance (and close it) within its 90 days; the member reads the answer.
ALTER TABLE grievances
  ADD COLUMN answer text,
  ADD COLUMN answered_at timestamptz,
  ADD CONSTRAINT grievances_answered CHECK ((answer IS NULL) = (answered_at IS NULL));
