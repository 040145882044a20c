-- The challenges a member followed before the one they follow now. `leads.active_challenge_id`
-- and `leads.enrolled_at` stay the current enrolment; taking part in a newer challenge moves the
-- current one here. Boards, attendance, gifts and certificates are already kept per challenge, so
-- this row is what lets the member (and the rules) still find them, and tells when they joined.
CREATE TABLE past_enrolments (
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  enrolled_at timestamptz NOT NULL,
  left_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lead_id, challenge_id)
);
CREATE INDEX past_enrolments_challenge ON past_enrolments (challenge_id);
