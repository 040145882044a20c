-- A member's referral list reads leads by who invited them.
CREATE INDEX leads_referred_by ON leads (referred_by, created_at DESC);
