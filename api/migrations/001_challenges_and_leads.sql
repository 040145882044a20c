-- Challenges: a 14-day run for one country. Dates are calendar days in the challenge's time zone.
CREATE TABLE challenges (
  id serial PRIMARY KEY,
  title text NOT NULL,
  countrycode char(2) NOT NULL,
  timezone text NOT NULL DEFAULT 'Asia/Kolkata',
  start_date date NOT NULL,
  end_date date NOT NULL,
  referral_start_date date,
  referral_end_date date,
  feedback_start_date date,
  payment_start_date date,
  voucher_generation_date date,
  voucher_expiry_date date,
  -- Kept as a counter (spelling from the spec) so the home page never counts rows.
  totalregisteration integer NOT NULL DEFAULT 0 CHECK (totalregisteration >= 0),
  CHECK (end_date >= start_date)
);
CREATE INDEX challenges_country_end ON challenges (countrycode, end_date);

CREATE TABLE live_sessions (
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  day smallint NOT NULL CHECK (day BETWEEN 1 AND 14),
  title text NOT NULL,
  starts_at timestamptz NOT NULL,
  duration_minutes smallint NOT NULL CHECK (duration_minutes > 0),
  PRIMARY KEY (challenge_id, day)
);

-- Leads (free members), identified by phone number (E.164), id and slug.
CREATE TABLE leads (
  id serial PRIMARY KEY,
  phone_number text NOT NULL UNIQUE,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  country_code char(2) NOT NULL DEFAULT 'IN',
  active_challenge_id integer REFERENCES challenges (id),
  referred_by integer REFERENCES leads (id),
  is_paid boolean NOT NULL DEFAULT false,
  ispaymentdone boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_active_challenge ON leads (active_challenge_id);
