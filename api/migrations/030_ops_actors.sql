-- Issue 28: ops act as people now, so each record of an ops action on a member's data names who
-- ('ops:<person id>'; 'ops' for the deployment's token, kept for scripts, and for older rows).
ALTER TABLE attendance_corrections ADD COLUMN actor text NOT NULL DEFAULT 'ops';

ALTER TABLE certificate_events DROP CONSTRAINT certificate_events_actor_check;
ALTER TABLE certificate_events ADD CONSTRAINT certificate_events_actor_check
  CHECK (actor IN ('member', 'ops') OR actor ~ '^ops:[0-9]+$');

-- Support see a member's phone masked; revealing it takes a reason and is kept like a change.
ALTER TABLE member_ops_events DROP CONSTRAINT member_ops_events_action_check;
ALTER TABLE member_ops_events ADD CONSTRAINT member_ops_events_action_check CHECK (
  action IN ('profile_changed', 'address_changed', 'live_preferences_changed', 'phone_revealed')
);
