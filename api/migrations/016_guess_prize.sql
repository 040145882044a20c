-- Issue 21: what each day's closest guesses of guess & win win, in English and Hindi, set by ops
-- with the challenge's points table (decision 0027). Null: the default prize (a yoga strap).
ALTER TABLE game_rules ADD COLUMN guess_prize text CHECK (guess_prize <> '');
ALTER TABLE game_rules ADD COLUMN guess_prize_hi text CHECK (guess_prize_hi <> '');
ALTER TABLE game_rules ADD CONSTRAINT game_rules_guess_prize_both
  CHECK ((guess_prize IS NULL) = (guess_prize_hi IS NULL));
