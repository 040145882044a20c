-- Issue 26, data rights (decision 0040): consents with their history, grievances, erasure.

-- Marketing is the one consent with no older fact; SMS reminders are `leads.reminder` and public
-- boards are `leads.board_visibility` <> 'hidden' (one source each).
ALTER TABLE leads
  ADD COLUMN marketing boolean NOT NULL DEFAULT false,
  -- Set once the member's personal data is erased: the row is then an anonymous tombstone.
  ADD COLUMN erased_at timestamptz;

-- Every consent given or withdrawn, whichever route changed it: written by the trigger below, so
-- `/live`'s reminder switch and the board's visibility leave the same history as the account page.
-- Joining writes no row (a million-member seed stays one insert each): a consent given with no
-- row is the join's default, given when the member joined (decision 0040).
CREATE TABLE consent_events (
  id bigserial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  consent text NOT NULL CHECK (consent IN ('sms_reminders', 'public_boards', 'marketing')),
  given boolean NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_events_lead ON consent_events (lead_id, consent, at DESC, id DESC);

CREATE FUNCTION record_consent_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reminder IS DISTINCT FROM OLD.reminder THEN
    INSERT INTO consent_events (lead_id, consent, given) VALUES (NEW.id, 'sms_reminders', NEW.reminder);
  END IF;
  IF (NEW.board_visibility <> 'hidden') IS DISTINCT FROM (OLD.board_visibility <> 'hidden') THEN
    INSERT INTO consent_events (lead_id, consent, given)
    VALUES (NEW.id, 'public_boards', NEW.board_visibility <> 'hidden');
  END IF;
  IF NEW.marketing IS DISTINCT FROM OLD.marketing THEN
    INSERT INTO consent_events (lead_id, consent, given) VALUES (NEW.id, 'marketing', NEW.marketing);
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER leads_consent_events AFTER UPDATE OF reminder, board_visibility, marketing
  ON leads FOR EACH ROW EXECUTE FUNCTION record_consent_events();

-- A member's grievance, answered with a reference and a deadline 90 days on.
CREATE TABLE grievances (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE CHECK (reference ~ '^GRV-[0-9]{4}-[0-9A-HJKMNP-TV-Z]{6}$'),
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  category text NOT NULL,
  -- Emptied when the member's data is erased (the reference and dates stay, for the record).
  text text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  due_at timestamptz NOT NULL
);
CREATE INDEX grievances_lead ON grievances (lead_id, created_at DESC);
CREATE INDEX grievances_open ON grievances (due_at, id) WHERE status = 'open';

-- A member's request to erase their account: pending for 48 hours (cancellable), then carried out.
CREATE TABLE erasure_requests (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL,
  erase_after timestamptz NOT NULL,
  cancelled_at timestamptz,
  erased_at timestamptz,
  CHECK (cancelled_at IS NULL OR erased_at IS NULL)
);
-- At most one pending request per member: asking twice answers the same one.
CREATE UNIQUE INDEX erasure_requests_pending ON erasure_requests (lead_id)
  WHERE cancelled_at IS NULL AND erased_at IS NULL;
CREATE INDEX erasure_requests_due ON erasure_requests (erase_after)
  WHERE cancelled_at IS NULL AND erased_at IS NULL;
