-- Issue 13: certificates anyone can verify (decisions 0016 and 0017).

-- A challenge's certificate rule; a challenge without a row uses DEFAULT_CERTIFICATE_RULE.
CREATE TABLE certificate_rules (
  challenge_id integer PRIMARY KEY REFERENCES challenges (id) ON DELETE CASCADE,
  min_days smallint NOT NULL CHECK (min_days BETWEEN 1 AND 14),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every key that ever signed a credential keeps its public half here, so rotating the signing key
-- (CERTIFICATE_SIGNING_KEY) leaves old credentials verifiable through the JWKS. A private half is
-- kept only for the development key a server makes for itself, which production never uses.
CREATE TABLE certificate_signing_keys (
  kid text PRIMARY KEY,
  public_jwk jsonb NOT NULL,
  development_private_jwk jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A certificate is never changed once issued, but for its status: a correction issues a new one
-- that supersedes it, and ops may revoke it. What it says is kept as it was printed and signed.
CREATE TABLE certificates (
  id text PRIMARY KEY CHECK (id ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
  kind text NOT NULL CHECK (kind IN ('completion', 'world_record')),
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  challenge_id integer NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  holder_name text NOT NULL,
  challenge_title text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  days_attended smallint NOT NULL,
  days_total smallint NOT NULL,
  attempt_date date,
  issuer_url text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'valid' CHECK (status IN ('valid', 'superseded', 'revoked')),
  supersedes text REFERENCES certificates (id),
  -- Deferred: a correction marks the old certificate superseded by the new one, then inserts it.
  superseded_by text REFERENCES certificates (id) DEFERRABLE INITIALLY DEFERRED,
  revoked_reason text,
  -- Who asked for this certificate: the member (issue, their one correction) or ops (a correction).
  requested_by text NOT NULL CHECK (requested_by IN ('member', 'ops')),
  credential text NOT NULL,
  key_id text NOT NULL REFERENCES certificate_signing_keys (kid),
  CHECK ((status = 'superseded') = (superseded_by IS NOT NULL)),
  CHECK ((status = 'revoked') = (revoked_reason IS NOT NULL))
);
-- One standing certificate (valid or revoked) per member, challenge and kind: issuing twice at
-- once makes one, and a revoked certificate is not replaced by issuing again.
CREATE UNIQUE INDEX certificates_standing ON certificates (lead_id, challenge_id, kind)
  WHERE status <> 'superseded';

-- Everything done to a certificate, by whom and why.
CREATE TABLE certificate_events (
  id bigserial PRIMARY KEY,
  certificate_id text NOT NULL REFERENCES certificates (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('issued', 'corrected', 'revoked')),
  actor text NOT NULL CHECK (actor IN ('member', 'ops')),
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX certificate_events_certificate ON certificate_events (certificate_id, at);

-- Rendered PDFs and PNGs by the hash of what they show, so one certificate is drawn once across
-- processes and restarts.
CREATE TABLE certificate_renders (
  content_hash text PRIMARY KEY,
  media_type text NOT NULL,
  body bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- mf-certificates owns the certificate pages.
INSERT INTO remotes (name, entry, routes, position)
VALUES (
  'mf-certificates',
  '/remotes/mf-certificates/mf-manifest.json',
  '[{"path": "/certificate", "exact": false}, {"path": "/wr-certificate", "exact": false}]',
  3
)
ON CONFLICT (name) DO NOTHING;
