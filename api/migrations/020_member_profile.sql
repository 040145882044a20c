-- The member's profile (issue 26): where they live and the language they read, and which of
-- their addresses gifts go to.
ALTER TABLE leads
  ADD COLUMN city text,
  ADD COLUMN state text,
  ADD COLUMN preferred_language text CHECK (preferred_language IN ('en', 'hi')),
  ADD COLUMN profile_updated_at timestamptz;

-- The address gifts are shipped to: chosen by the member, else the newest.
ALTER TABLE addresses ADD COLUMN selected_at timestamptz;
UPDATE addresses SET selected_at = created_at;
ALTER TABLE addresses ALTER COLUMN selected_at SET NOT NULL;
ALTER TABLE addresses ALTER COLUMN selected_at SET DEFAULT now();
ALTER TABLE addresses ADD COLUMN updated_at timestamptz;
CREATE INDEX addresses_by_phone ON addresses (phone_number, selected_at DESC, id DESC);
