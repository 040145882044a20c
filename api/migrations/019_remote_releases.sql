-- Issue 25: a remote released on its own. Each release is an immutable folder of the release
-- store (`<store>/<remote>/<release>/`), served at /releases/<remote>/<release>/; this keeps what
-- ops registered of it (its version, its manifest's SHA-256, the routes its build declares) and
-- which release each remote serves now (none: the files built with the site).
CREATE TABLE remote_releases (
  remote text NOT NULL CHECK (remote ~ '^mf-[a-z0-9-]+$'),
  release text NOT NULL CHECK (release ~ '^[0-9A-Za-z.+-]{1,40}-[0-9a-f]{8}$'),
  version text NOT NULL,
  manifest_sha256 text NOT NULL CHECK (manifest_sha256 ~ '^[0-9a-f]{64}$'),
  routes jsonb NOT NULL,
  released_by text NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, release)
);

CREATE TABLE remote_active_releases (
  remote text PRIMARY KEY,
  release text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, release) REFERENCES remote_releases (remote, release)
);

-- Every switch, window change, release and rollback: who, what, when and why.
CREATE TABLE remote_events (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL CHECK (
    action IN ('released', 'activated', 'remote-changed', 'route-changed')
  ),
  actor text NOT NULL,
  reason text NOT NULL,
  detail jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX remote_events_by_remote ON remote_events (remote, id);
