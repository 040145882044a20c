-- Delivery addresses for gifts. The newest is the one in use (spec: the first item is selected).
CREATE TABLE addresses (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  phone_number text NOT NULL,
  line1 text NOT NULL,
  line2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  state text NOT NULL,
  pincode text NOT NULL,
  country_code char(2) NOT NULL DEFAULT 'IN',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_phone ON addresses (phone_number, created_at DESC);
