-- Issue 21: what members read of a challenge (its name, each session's title) in Hindi beside
-- English, so a Hindi page shows no English content (decision 0025). Null means ops have not
-- written the Hindi yet: pages fall back to the English and the browser test of Hindi pages fails;
-- ops' routes take both languages from now on. Gifts already carry gift_name_hi (011).
ALTER TABLE challenges ADD COLUMN title_hi text CHECK (title_hi <> '');
ALTER TABLE live_sessions ADD COLUMN title_hi text CHECK (title_hi <> '');
-- A certificate prints the challenge's name as it was when issued, in both languages.
ALTER TABLE certificates ADD COLUMN challenge_title_hi text CHECK (challenge_title_hi <> '');
