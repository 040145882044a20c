-- A family of refresh tokens is one sign-in. Revocation is a mark on the family row, and every
-- rotation locks that row first, so a rotation and a revocation of one family never interleave:
-- after a reuse, no token of the family works, not even one a concurrent rotation just made.
CREATE TABLE refresh_token_families (
  family_id uuid PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

INSERT INTO refresh_token_families (family_id, lead_id, expires_at, created_at, revoked_at)
SELECT family_id, min(lead_id), max(expires_at), min(created_at),
       CASE WHEN bool_or(revoked_at IS NOT NULL) THEN max(revoked_at) END
FROM refresh_tokens GROUP BY family_id;

ALTER TABLE refresh_tokens
  DROP COLUMN revoked_at,
  DROP COLUMN expires_at,
  DROP COLUMN lead_id,
  ADD FOREIGN KEY (family_id) REFERENCES refresh_token_families (family_id) ON DELETE CASCADE;
