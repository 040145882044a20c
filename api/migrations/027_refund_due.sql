-- Issue 27, the paid membership (decision 0044): a member may hold open orders for two plans and
-- pay both at the gateway. The second payment captured is recorded on its order as `refund_due`
-- (the member is already paid by the other order): its money was taken, so the order keeps the
-- payment and its time as a paid one does, and finance refunds it.
ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_status_check;
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_status_check
  CHECK (status IN ('created', 'paid', 'failed', 'refund_due'));
ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_check;
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_captured_check
  CHECK ((status IN ('paid', 'refund_due')) = (paid_at IS NOT NULL AND payment_id IS NOT NULL));

-- Money taken is never untaken, nor lost: an order holding a captured payment, paid or to be
-- refunded, keeps its status, payment, time and amount whatever writes it.
CREATE OR REPLACE FUNCTION payment_orders_stay_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('paid', 'refund_due')
     AND (NEW.status, NEW.payment_id, NEW.paid_at, NEW.amount)
       IS DISTINCT FROM (OLD.status, OLD.payment_id, OLD.paid_at, OLD.amount) THEN
    RAISE EXCEPTION 'payment order % is paid and stays paid', OLD.id;
  END IF;
  RETURN NEW;
END;
$$;

ALTER TABLE payment_events DROP CONSTRAINT payment_events_outcome_check;
ALTER TABLE payment_events ADD CONSTRAINT payment_events_outcome_check CHECK (outcome IN
  ('fulfilled', 'already_paid', 'refund_due', 'amount_mismatch', 'unknown_order', 'ignored'));
