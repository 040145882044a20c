-- Issue 27, a member's feedback on their challenge (decision 0043): one row per member per
-- challenge, changed in place while the feedback phase is open.
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  -- FEEDBACK_BENEFITS of shared/src/domain/feedback.ts; the API keeps them in that order.
  benefits text[] NOT NULL DEFAULT '{}' CHECK (
    benefits <@ ARRAY['flexibility', 'energy', 'sleep', 'calm', 'strength', 'less_pain', 'weight',
                      'habit']::text[]),
  -- The member's own words, which may name them: erased with the account.
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, challenge_id)
);
-- Ops read a challenge's feedback newest first.
CREATE INDEX feedback_challenge ON feedback (challenge_id, updated_at DESC, id DESC);
