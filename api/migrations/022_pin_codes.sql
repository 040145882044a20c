-- India Post's PIN codes (issue 26, decision 0041): the post offices of each PIN, per state and
-- district (one PIN can span several districts, a few even two states). Filled by the API at
-- start from the dataset it ships (api/src/members/pin-code-loader.ts), not by this migration.
CREATE TABLE pin_code_places (
  pincode integer NOT NULL CHECK (pincode BETWEEN 100000 AND 999999),
  state_code text NOT NULL,
  district text NOT NULL,
  post_offices text[] NOT NULL,
  PRIMARY KEY (pincode, state_code, district)
);

-- A state's cities (its districts) without reading every PIN of it.
CREATE INDEX pin_code_places_by_state ON pin_code_places (state_code, district);

-- Which dataset the table holds: one row, written in the same transaction as the places, so a
-- reader sees either the whole of one version or none.
CREATE TABLE pin_code_dataset (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version text NOT NULL,
  places integer NOT NULL,
  post_offices integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
