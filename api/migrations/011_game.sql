-- Issue 12: referrals, points, leaderboards, levels, gifts, vouchers, guess & win (decision 0015).

-- How a member shows on the public board; the sign-up's device and network, for the review of
-- referred sign-up bursts (held, then approved or rejected by ops).
ALTER TABLE leads ADD COLUMN board_visibility text NOT NULL DEFAULT 'name'
  CHECK (board_visibility IN ('name', 'phone', 'hidden'));
ALTER TABLE leads ADD COLUMN signup_device text;
ALTER TABLE leads ADD COLUMN signup_network text;
ALTER TABLE leads ADD COLUMN referral_review text
  CHECK (referral_review IN ('held', 'approved', 'rejected'));
CREATE INDEX leads_signup_device ON leads (signup_device, created_at)
  WHERE signup_device IS NOT NULL AND referred_by IS NOT NULL;
CREATE INDEX leads_signup_network ON leads (signup_network, created_at)
  WHERE signup_network IS NOT NULL AND referred_by IS NOT NULL;
CREATE INDEX leads_referral_held ON leads (created_at) WHERE referral_review = 'held';

-- Every hold and decision, who made it and why.
CREATE TABLE referral_reviews (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  decision text NOT NULL CHECK (decision IN ('held', 'approved', 'rejected')),
  reason text NOT NULL,
  decided_by text NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_reviews_lead ON referral_reviews (lead_id, decided_at);

-- A challenge's points table; a challenge without a row plays by DEFAULT_GAME_RULES.
CREATE TABLE game_rules (
  challenge_id integer PRIMARY KEY REFERENCES challenges (id) ON DELETE CASCADE,
  points_per_day integer NOT NULL CHECK (points_per_day BETWEEN 0 AND 1000),
  points_per_referral integer NOT NULL CHECK (points_per_referral BETWEEN 0 AND 1000),
  voucher_min_days smallint NOT NULL CHECK (voucher_min_days BETWEEN 1 AND 14),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE levels (
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 20),
  referrals_needed integer NOT NULL CHECK (referrals_needed BETWEEN 1 AND 100000),
  gift_name text NOT NULL,
  gift_name_hi text NOT NULL,
  PRIMARY KEY (challenge_id, level)
);

-- A member's standing on their challenge's board, recomputed from attendance and referrals
-- whenever they change. reached_at is cut to the second, as a Redis score is.
CREATE TABLE standings (
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  paid boolean NOT NULL,
  points integer NOT NULL CHECK (points >= 0),
  attended_days smallint NOT NULL,
  counted_referrals integer NOT NULL,
  reached_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (challenge_id, lead_id)
);
-- The board's order: reading the top, and counting within a tie, are index ranges.
CREATE INDEX standings_board ON standings (challenge_id, paid, points DESC, reached_at, lead_id);
CREATE INDEX standings_lead ON standings (lead_id);

-- Members per points on each board, so a rank without Redis sums a few hundred rows instead of
-- counting members. Kept in the same transaction as the standings it counts.
CREATE TABLE standing_counts (
  challenge_id integer NOT NULL,
  paid boolean NOT NULL,
  points integer NOT NULL,
  members integer NOT NULL CHECK (members >= 0),
  PRIMARY KEY (challenge_id, paid, points)
);

-- Gifts earned by reaching a level (award 'level:<n>') or winning guess & win ('guess:<day>'),
-- at most once each.
CREATE TABLE member_gifts (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  award text NOT NULL,
  level smallint,
  guess_day smallint,
  gift_name text NOT NULL,
  gift_name_hi text NOT NULL,
  status text NOT NULL DEFAULT 'earned'
    CHECK (status IN ('earned', 'claimed', 'shipped', 'delivered')),
  earned_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  shipped_at timestamptz,
  delivered_at timestamptz,
  address jsonb,
  tracking text,
  UNIQUE (lead_id, challenge_id, award)
);
CREATE INDEX member_gifts_lead ON member_gifts (lead_id, earned_at DESC, id DESC);

-- Every change of a gift: claims, address changes, shipment.
CREATE TABLE gift_events (
  id serial PRIMARY KEY,
  gift_id integer NOT NULL REFERENCES member_gifts (id) ON DELETE CASCADE,
  event text NOT NULL,
  actor text NOT NULL,
  detail jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gift_events_gift ON gift_events (gift_id, at);

-- Paid-membership vouchers: one per member per challenge, with an unguessable code.
CREATE TABLE vouchers (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, challenge_id)
);
CREATE INDEX vouchers_lead ON vouchers (lead_id, issued_at DESC);

-- The voucher run of a challenge, once done, so the job does not look again every minute.
CREATE TABLE voucher_runs (
  challenge_id integer PRIMARY KEY REFERENCES challenges (id) ON DELETE CASCADE,
  issued integer NOT NULL,
  ran_at timestamptz NOT NULL DEFAULT now()
);

-- Guess & win: one guess per member per challenge day, and each day's revealed result.
CREATE TABLE guesses (
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  day smallint NOT NULL CHECK (day BETWEEN 1 AND 14),
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  guess integer NOT NULL CHECK (guess BETWEEN 0 AND 10000000),
  guessed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (challenge_id, day, lead_id)
);
CREATE INDEX guesses_lead ON guesses (lead_id, challenge_id);

CREATE TABLE guess_results (
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  day smallint NOT NULL,
  actual integer NOT NULL,
  winners jsonb NOT NULL,
  revealed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (challenge_id, day)
);

-- mf-leaderboard owns the game's pages.
INSERT INTO remotes (name, entry, routes, position)
VALUES (
  'mf-leaderboard',
  '/remotes/mf-leaderboard/mf-manifest.json',
  '[{"path": "/leaderboard", "exact": false}, {"path": "/referrals", "exact": false}, {"path": "/gifts", "exact": false}, {"path": "/vouchers", "exact": false}, {"path": "/guessandwin", "exact": false}]',
  2
)
ON CONFLICT (name) DO NOTHING;
