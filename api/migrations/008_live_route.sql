-- mf-challenge also owns /live, the live sessions of the member's challenge.
UPDATE remotes
SET routes = '[{"path": "/", "exact": true}, {"path": "/live", "exact": false}]'
WHERE name = 'mf-challenge' AND routes = '[{"path": "/", "exact": true}]';
