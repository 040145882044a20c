-- Issue 27, the paid membership (decision 0044): the plans ops price, the orders members pay
-- through the payment gateway, the gateway's webhook events as a durable queue, and a voucher
-- used by the order that paid with it.

-- Spec section 9's plans: ids and durations fixed there, in months; names and prices ours.
CREATE TABLE plans (
  id smallint PRIMARY KEY CHECK (id IN (1, 2, 5)),
  duration smallint NOT NULL CHECK (duration > 0),
  unit text NOT NULL DEFAULT 'month' CHECK (unit = 'month'),
  name text NOT NULL,
  name_hi text NOT NULL,
  -- Paise, as the gateway takes it.
  price integer NOT NULL CHECK (price BETWEEN 100 AND 10000000),
  voucher_discount_percent smallint NOT NULL CHECK (voucher_discount_percent BETWEEN 0 AND 90),
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO plans (id, duration, name, name_hi, price, voucher_discount_percent) VALUES
  (1, 1, '1 month', '1 महीना', 99900, 20),
  (2, 2, '2 months', '2 महीने', 179900, 20),
  (5, 5, '5 months', '5 महीने', 399900, 20);

-- Every change ops make to a plan: who, what it was and became, and why.
CREATE TABLE plan_events (
  id serial PRIMARY KEY,
  plan_id smallint NOT NULL REFERENCES plans (id),
  actor text NOT NULL,
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  reason text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_events_plan ON plan_events (plan_id, at DESC);

-- A member's order for a plan. The amount is the server's (the plan's price after the voucher);
-- the receipt sent to the gateway is our id. A tax record: kept when the member is erased.
CREATE TABLE payment_orders (
  id text PRIMARY KEY CHECK (id ~ '^ord_[0-9A-Za-z]{20}$'),
  lead_id integer NOT NULL REFERENCES leads (id),
  plan_id smallint NOT NULL REFERENCES plans (id),
  amount integer NOT NULL CHECK (amount >= 100),
  currency text NOT NULL CHECK (currency = 'INR'),
  voucher_id integer REFERENCES vouchers (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed')),
  gateway text NOT NULL CHECK (gateway IN ('razorpay', 'sandbox')),
  gateway_order_id text NOT NULL UNIQUE,
  payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CHECK ((status = 'paid') = (paid_at IS NOT NULL AND payment_id IS NOT NULL))
);
CREATE INDEX payment_orders_lead ON payment_orders (lead_id, created_at DESC);
CREATE INDEX payment_orders_recent ON payment_orders (created_at DESC, id DESC);
-- What the reconcile job asks the gateway about.
CREATE INDEX payment_orders_open ON payment_orders (created_at) WHERE status = 'created';
-- One open order per member and plan: asking again hands back the same order.
CREATE UNIQUE INDEX payment_orders_one_open ON payment_orders (lead_id, plan_id)
  WHERE status = 'created';

-- Money taken is never untaken: a paid order keeps its status, payment and time whatever writes
-- it (a late failure event, a reconcile, a mistaken ops query).
CREATE FUNCTION payment_orders_stay_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'paid' AND (NEW.status, NEW.payment_id, NEW.paid_at, NEW.amount)
       IS DISTINCT FROM (OLD.status, OLD.payment_id, OLD.paid_at, OLD.amount) THEN
    RAISE EXCEPTION 'payment order % is paid and stays paid', OLD.id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER payment_orders_stay_paid BEFORE UPDATE ON payment_orders
  FOR EACH ROW EXECUTE FUNCTION payment_orders_stay_paid();

-- The gateway's webhook events, de-duplicated by the gateway's event id, kept as a queue: the
-- webhook answers once the row is written, and a worker settles unprocessed rows (after a crash
-- too). Only the fields fulfilment reads are kept, never the payer's contact details.
CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  event_id text NOT NULL UNIQUE,
  type text NOT NULL,
  gateway_order_id text,
  payment_id text,
  amount bigint,
  currency text,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  outcome text CHECK (outcome IN
    ('fulfilled', 'already_paid', 'amount_mismatch', 'unknown_order', 'ignored'))
);
CREATE INDEX payment_events_unprocessed ON payment_events (id) WHERE processed_at IS NULL;
CREATE INDEX payment_events_order ON payment_events (gateway_order_id);

-- A voucher pays once: the order it paid, and when.
ALTER TABLE vouchers ADD COLUMN used_at timestamptz;
ALTER TABLE vouchers ADD COLUMN used_order_id text REFERENCES payment_orders (id);
