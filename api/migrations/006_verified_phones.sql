-- A phone is verified once its holder signs in with a code sent to it. Until then a later
-- registration's name and referrer replace the earlier ones, so nobody can fix the name or the
-- referrer of a number they do not hold; after it, the name changes only through the profile.
ALTER TABLE leads ADD COLUMN verified_at timestamptz;
UPDATE leads l SET verified_at = COALESCE(l.enrolled_at, l.created_at)
WHERE l.enrolled_at IS NOT NULL
   OR l.active_challenge_id IS NOT NULL
   OR EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.lead_id = l.id);
