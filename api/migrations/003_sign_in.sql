-- One live code per phone; a new send replaces it. Only an HMAC of the code is kept.
CREATE TABLE otp_codes (
  phone_number text PRIMARY KEY,
  code_hmac bytea NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Opaque refresh tokens, stored hashed. Each use replaces the token with a new one of the same
-- family; presenting a used token revokes the whole family. A family lives at most 30 days.
CREATE TABLE refresh_tokens (
  token_hash bytea PRIMARY KEY,
  family_id uuid NOT NULL,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- A lead becomes a free member of a challenge once its phone is verified.
ALTER TABLE leads ADD COLUMN enrolled_at timestamptz;
UPDATE leads SET enrolled_at = created_at WHERE active_challenge_id IS NOT NULL;
