-- A remote's routes now come from its build (routes.json beside mf-manifest.json, written from the
-- remote's one declaration); these tables keep only what ops switch: a remote or one of its
-- routes on or off, and its dates. A remote or route without a row is on, with no dates.
ALTER TABLE remotes DROP COLUMN routes;
ALTER TABLE remotes DROP COLUMN entry;
ALTER TABLE remotes DROP COLUMN position;

CREATE TABLE remote_route_switches (
  remote text NOT NULL CHECK (remote ~ '^[a-z][a-z0-9-]*$'),
  path text NOT NULL CHECK (path ~ '^/'),
  enabled boolean NOT NULL DEFAULT true,
  active_from timestamptz,
  active_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, path)
);
