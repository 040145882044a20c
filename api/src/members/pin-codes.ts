import { readFile } from 'node:fs/promises';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { INDIA_STATES, indiaStateByCode, type IndiaState } from './india-states';
import { installedPinDataset, parsePinDirectory, type PinPlace } from './pin-directory';

/**
 * Bumped when the way the file becomes rows changes (which districts are Ladakh's, how names are
 * tidied), so a database loaded by an older API is loaded again though the package is the same.
 */
const LOADER_VERSION = 1;

/** Any constant works; it only has to be the same in every process loading the dataset. */
const LOAD_LOCK_KEY = 41_2026;

/** Rows per INSERT: four arrays of this length in one statement. */
const BATCH_ROWS = 5000;

/** Separates a place's offices inside one text parameter (no office name holds it). */
const OFFICE_SEPARATOR = '\u001f';

export interface PinLoadResult {
  version: string;
  /** False when the database already held this version. */
  loaded: boolean;
  places: number;
  postOffices: number;
  /** Reading and parsing the file, and writing the rows. */
  parseMs: number;
  writeMs: number;
}

async function storedVersion(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ version: string }>('SELECT version FROM pin_code_dataset');
  return row?.version ?? null;
}

async function insertPlaces(tx: Queryable, places: PinPlace[]): Promise<void> {
  for (let start = 0; start < places.length; start += BATCH_ROWS) {
    const batch = places.slice(start, start + BATCH_ROWS);
    await tx.query(
      `INSERT INTO pin_code_places (pincode, state_code, district, post_offices)
       SELECT pincode, state_code, district, string_to_array(offices, $5)
       FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[])
         AS place(pincode, state_code, district, offices)`,
      [
        batch.map((place) => place.pincode),
        batch.map((place) => place.state_code),
        batch.map((place) => place.district),
        batch.map((place) => place.post_offices.join(OFFICE_SEPARATOR)),
        OFFICE_SEPARATOR,
      ],
    );
  }
}

/**
 * Fills the PIN tables from the installed dataset when they are empty or hold another version:
 * in one transaction (readers see the old version or the new, never half), under a lock so
 * several API processes starting together load it once.
 */
export async function loadPinCodes(db: Database): Promise<PinLoadResult> {
  const dataset = await installedPinDataset();
  const version = `${dataset.version}/${LOADER_VERSION}`;
  const unchanged = { version, loaded: false, places: 0, postOffices: 0, parseMs: 0, writeMs: 0 };
  if ((await storedVersion(db)) === version) return unchanged;
  const parseStart = performance.now();
  const directory = parsePinDirectory(await readFile(dataset.file, 'utf8'));
  const parseMs = performance.now() - parseStart;
  const writeStart = performance.now();
  const loaded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOAD_LOCK_KEY]);
    if ((await storedVersion(tx)) === version) return false;
    await tx.query('DELETE FROM pin_code_places');
    await insertPlaces(tx, directory.places);
    await tx.query(
      `INSERT INTO pin_code_dataset (version, places, post_offices) VALUES ($1, $2, $3)
       ON CONFLICT (only_row) DO UPDATE SET version = $1, places = $2, post_offices = $3,
         loaded_at = now()`,
      [version, directory.places.length, directory.postOffices],
    );
    return true;
  });
  if (!loaded) return unchanged;
  return {
    version,
    loaded,
    places: directory.places.length,
    postOffices: directory.postOffices,
    parseMs,
    writeMs: performance.now() - writeStart,
  };
}

/** Databases whose PIN tables this process has seen filled (they never empty again). */
const readyDatabases = new WeakSet<Queryable>();

/** Whether the PIN tables are filled (a fresh database fills them shortly after start). */
export async function pinCodesReady(db: Queryable): Promise<boolean> {
  if (readyDatabases.has(db)) return true;
  if ((await storedVersion(db)) === null) return false;
  readyDatabases.add(db);
  return true;
}

/** Lookups answer this until the first load of a fresh database is done. */
export async function assertPinCodesReady(db: Queryable): Promise<void> {
  if (await pinCodesReady(db)) return;
  throw new HttpError(
    503,
    'pin_codes_loading',
    'The PIN code directory is still being loaded. Please try again in a minute.',
    { retryAfterSeconds: 30 },
  );
}

export interface PinDistrict {
  state: IndiaState;
  district: string;
  post_offices: string[];
}

/** A PIN's districts with their post offices (a few PINs span two states); empty if unknown. */
export async function pinDistricts(db: Queryable, pincode: number): Promise<PinDistrict[]> {
  const rows = await db.query<{ state_code: string; district: string; post_offices: string[] }>(
    `SELECT state_code, district, post_offices FROM pin_code_places WHERE pincode = $1
     ORDER BY cardinality(post_offices) DESC, district`,
    [pincode],
  );
  return rows.flatMap((row) => {
    const state = indiaStateByCode(row.state_code);
    return state ? [{ state, district: row.district, post_offices: row.post_offices }] : [];
  });
}

/** The states and territories that have PIN codes, by name. */
export async function pinStates(db: Queryable): Promise<IndiaState[]> {
  const rows = await db.query<{ state_code: string }>(
    'SELECT DISTINCT state_code FROM pin_code_places',
  );
  const present = new Set(rows.map((row) => row.state_code));
  return INDIA_STATES.filter((state) => present.has(state.value)).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
}

/** A state's cities: the districts its post offices are in, by name. */
export async function stateCities(db: Queryable, stateCode: string): Promise<string[]> {
  const rows = await db.query<{ district: string }>(
    'SELECT DISTINCT district FROM pin_code_places WHERE state_code = $1',
    [stateCode],
  );
  return rows.map((row) => row.district).sort((a, b) => a.localeCompare(b, 'en'));
}
