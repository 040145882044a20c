/**
 * India's 28 states and 8 union territories by their ISO 3166-2:IN codes (the code after "IN-",
 * as revised in 2019 (LA), 2020 (DH) and 2023 (CG, OD, TS, UK)), with the English name members
 * know. Decision 0041: why 36 and not the spec's 37, and why codes and not names.
 */
export const INDIA_STATES = [
  { value: 'AN', label: 'Andaman and Nicobar Islands' },
  { value: 'AP', label: 'Andhra Pradesh' },
  { value: 'AR', label: 'Arunachal Pradesh' },
  { value: 'AS', label: 'Assam' },
  { value: 'BR', label: 'Bihar' },
  { value: 'CH', label: 'Chandigarh' },
  { value: 'CG', label: 'Chhattisgarh' },
  { value: 'DH', label: 'Dadra and Nagar Haveli and Daman and Diu' },
  { value: 'DL', label: 'Delhi' },
  { value: 'GA', label: 'Goa' },
  { value: 'GJ', label: 'Gujarat' },
  { value: 'HR', label: 'Haryana' },
  { value: 'HP', label: 'Himachal Pradesh' },
  { value: 'JK', label: 'Jammu and Kashmir' },
  { value: 'JH', label: 'Jharkhand' },
  { value: 'KA', label: 'Karnataka' },
  { value: 'KL', label: 'Kerala' },
  { value: 'LA', label: 'Ladakh' },
  { value: 'LD', label: 'Lakshadweep' },
  { value: 'MP', label: 'Madhya Pradesh' },
  { value: 'MH', label: 'Maharashtra' },
  { value: 'MN', label: 'Manipur' },
  { value: 'ML', label: 'Meghalaya' },
  { value: 'MZ', label: 'Mizoram' },
  { value: 'NL', label: 'Nagaland' },
  { value: 'OD', label: 'Odisha' },
  { value: 'PY', label: 'Puducherry' },
  { value: 'PB', label: 'Punjab' },
  { value: 'RJ', label: 'Rajasthan' },
  { value: 'SK', label: 'Sikkim' },
  { value: 'TN', label: 'Tamil Nadu' },
  { value: 'TS', label: 'Telangana' },
  { value: 'TR', label: 'Tripura' },
  { value: 'UP', label: 'Uttar Pradesh' },
  { value: 'UK', label: 'Uttarakhand' },
  { value: 'WB', label: 'West Bengal' },
] as const;

export type IndiaStateCode = (typeof INDIA_STATES)[number]['value'];
export type IndiaState = { value: IndiaStateCode; label: string };

const BY_CODE = new Map<string, IndiaState>(INDIA_STATES.map((state) => [state.value, state]));

/**
 * Other spellings of a state's name: the PIN dataset's own ("Chattisgarh", "Pondicherry",
 * "Jammu & Kashmir"), the ones before a rename ("Orissa", "Uttaranchal") and older ISO codes
 * (CT, OR, TG, UT; DD and DN became DH), so a member's typed state is recognised as well.
 */
const OTHER_NAMES: Record<string, IndiaStateCode> = {
  'andaman and nicobar': 'AN',
  chattisgarh: 'CG',
  chhatisgarh: 'CG',
  ct: 'CG',
  'dadra and nagar haveli': 'DH',
  'daman and diu': 'DH',
  dd: 'DH',
  dn: 'DH',
  'new delhi': 'DL',
  'nct of delhi': 'DL',
  orissa: 'OD',
  or: 'OD',
  pondicherry: 'PY',
  tg: 'TS',
  uttaranchal: 'UK',
  ut: 'UK',
};

/** The normal form names are compared in: lower case, "&" as "and", single spaces. */
function normalName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ');
}

const BY_NAME = new Map<string, IndiaState>([
  ...INDIA_STATES.map((state) => [normalName(state.label), state] as const),
  ...INDIA_STATES.map((state) => [normalName(state.value), state] as const),
  ...Object.entries(OTHER_NAMES).map(
    ([name, code]) => [name, BY_CODE.get(code) as IndiaState] as const,
  ),
]);

export function indiaStateByCode(code: string): IndiaState | null {
  return BY_CODE.get(code) ?? null;
}

/** A state named by its code, its name or another known spelling; null when none matches. */
export function indiaStateNamed(name: string): IndiaState | null {
  return BY_NAME.get(normalName(name)) ?? null;
}

/**
 * Leh and Kargil became the union territory of Ladakh in 2019; the PIN dataset still files them
 * under Jammu and Kashmir.
 */
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

/** The state of a post office from the dataset's state and district names. */
export function stateOfPlace(stateName: string, district: string): IndiaState | null {
  const state = indiaStateNamed(stateName);
  if (state?.value === 'JK' && LADAKH_DISTRICTS.has(normalName(district))) {
    return indiaStateByCode('LA');
  }
  return state;
}
