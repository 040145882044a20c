/**
 * India's 28 states and 8 union territories by their ISO 3166-2:IN codes (the code after "IN-",
 * as revised in 2019 (LA), 2020 (DH) and 2023 (CG, OD, TS, UK)), with the English name members
 * know and the Hindi name the Government of India writes (decision 0041). Decision 0041: why 36
 * and not the spec's 37, and why codes and not names.
 */
export const INDIA_STATES = [
  { value: 'AN', label: 'Andaman and Nicobar Islands', label_hi: 'अंडमान और निकोबार द्वीपसमूह' },
  { value: 'AP', label: 'Andhra Pradesh', label_hi: 'आंध्र प्रदेश' },
  { value: 'AR', label: 'Arunachal Pradesh', label_hi: 'अरुणाचल प्रदेश' },
  { value: 'AS', label: 'Assam', label_hi: 'असम' },
  { value: 'BR', label: 'Bihar', label_hi: 'बिहार' },
  { value: 'CH', label: 'Chandigarh', label_hi: 'चंडीगढ़' },
  { value: 'CG', label: 'Chhattisgarh', label_hi: 'छत्तीसगढ़' },
  {
    value: 'DH',
    label: 'Dadra and Nagar Haveli and Daman and Diu',
    label_hi: 'दादरा और नगर हवेली और दमन और दीव',
  },
  { value: 'DL', label: 'Delhi', label_hi: 'दिल्ली' },
  { value: 'GA', label: 'Goa', label_hi: 'गोवा' },
  { value: 'GJ', label: 'Gujarat', label_hi: 'गुजरात' },
  { value: 'HR', label: 'Haryana', label_hi: 'हरियाणा' },
  { value: 'HP', label: 'Himachal Pradesh', label_hi: 'हिमाचल प्रदेश' },
  { value: 'JK', label: 'Jammu and Kashmir', label_hi: 'जम्मू और कश्मीर' },
  { value: 'JH', label: 'Jharkhand', label_hi: 'झारखंड' },
  { value: 'KA', label: 'Karnataka', label_hi: 'कर्नाटक' },
  { value: 'KL', label: 'Kerala', label_hi: 'केरल' },
  { value: 'LA', label: 'Ladakh', label_hi: 'लद्दाख' },
  { value: 'LD', label: 'Lakshadweep', label_hi: 'लक्षद्वीप' },
  { value: 'MP', label: 'Madhya Pradesh', label_hi: 'मध्य प्रदेश' },
  { value: 'MH', label: 'Maharashtra', label_hi: 'महाराष्ट्र' },
  { value: 'MN', label: 'Manipur', label_hi: 'मणिपुर' },
  { value: 'ML', label: 'Meghalaya', label_hi: 'मेघालय' },
  { value: 'MZ', label: 'Mizoram', label_hi: 'मिज़ोरम' },
  { value: 'NL', label: 'Nagaland', label_hi: 'नागालैंड' },
  { value: 'OD', label: 'Odisha', label_hi: 'ओडिशा' },
  { value: 'PY', label: 'Puducherry', label_hi: 'पुदुचेरी' },
  { value: 'PB', label: 'Punjab', label_hi: 'पंजाब' },
  { value: 'RJ', label: 'Rajasthan', label_hi: 'राजस्थान' },
  { value: 'SK', label: 'Sikkim', label_hi: 'सिक्किम' },
  { value: 'TN', label: 'Tamil Nadu', label_hi: 'तमिलनाडु' },
  { value: 'TS', label: 'Telangana', label_hi: 'तेलंगाना' },
  { value: 'TR', label: 'Tripura', label_hi: 'त्रिपुरा' },
  { value: 'UP', label: 'Uttar Pradesh', label_hi: 'उत्तर प्रदेश' },
  { value: 'UK', label: 'Uttarakhand', label_hi: 'उत्तराखंड' },
  { value: 'WB', label: 'West Bengal', label_hi: 'पश्चिम बंगाल' },
] as const;

export type IndiaStateCode = (typeof INDIA_STATES)[number]['value'];
export type IndiaState = { value: IndiaStateCode; label: string; label_hi: string };

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
  // A Hindi page fills the state in Hindi.
  ...INDIA_STATES.map((state) => [normalName(state.label_hi), state] as const),
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
