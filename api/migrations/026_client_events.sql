-- Issue 28, analytics (decision 0046): the events browsers send in batches to spec section 7's
-- `internal/logs`. Not tied to a member: the device and 15-minute session ids group a visit, the
-- user type (spec section 1) splits paid from free. Children's pages are never recorded.
CREATE TABLE client_events (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- When the browser recorded it (its own clock), as sent.
  occurred_at timestamptz NOT NULL,
  event text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('paid user', 'free user')),
  session_id text NOT NULL,
  device_id text NOT NULL,
  page_path text NOT NULL,
  page_name text,
  -- The event's other properties, validated by the route (flat, short strings and numbers).
  properties jsonb NOT NULL DEFAULT '{}'
);
-- The ops dashboard counts events by day, name and user type.
CREATE INDEX client_events_day ON client_events (received_at, event);
