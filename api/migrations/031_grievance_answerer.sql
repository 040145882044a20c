-- Issue 28: who in ops answered a grievance ('ops:<person id>'; 'ops' for the deployment's token),
-- as every other ops action on a member's data names who did it. Null while it is open, and for
-- grievances answered before the console had people.
ALTER TABLE grievances ADD COLUMN answered_by text;
