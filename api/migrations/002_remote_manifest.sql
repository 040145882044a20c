-- The runtime manifest of federated remotes; product ops switch rows on and off without a rebuild.
CREATE TABLE remotes (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]*$'),
  entry text NOT NULL,
  routes jsonb NOT NULL DEFAULT '[]',
  enabled boolean NOT NULL DEFAULT true,
  active_from timestamptz,
  active_until timestamptz,
  position smallint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO remotes (name, entry, routes, position)
VALUES ('mf-challenge', '/remotes/mf-challenge/mf-manifest.json', '[{"path": "/", "exact": true}]', 1);
