import type { Campaign, GarbaStep, Pledge, Recipe } from '@yoga/shared/models';

/** The signed-in member of the tests, and API problems, as every remote's tests use them. */
export { testMember as member, problemBody as problem } from '@yoga/shared/testing';

/** A campaign running today, in both languages, with a pledge. */
export const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  event: 'winter-wellness',
  occasion: 'other',
  title: 'Winter Wellness Pledge',
  title_hi: 'सर्दियों का सेहत संकल्प',
  summary: 'Practise every cold morning.',
  summary_hi: 'हर ठंडी सुबह अभ्यास कीजिए।',
  starts_on: '2026-11-20',
  ends_on: '2026-12-20',
  festival_on: null,
  phase: 'running',
  featured: true,
  templates: ['sunrise-namaste', 'lotus-calm'],
  pledge: 'I will practise every morning this winter.',
  pledge_hi: 'मैं इस सर्दी हर सुबह अभ्यास करूँगी।',
  pledges: 1234,
  ...overrides,
});

export const pledge = (overrides: Partial<Pledge> = {}): Pledge => ({
  slug: 'Ab3dEf7hJk',
  name: 'Asha Verma',
  campaign: campaign(),
  taken_at: '2026-11-25T03:30:00Z',
  join_path: '/join/asha-verma',
  ...overrides,
});

export const recipe = (overrides: Partial<Recipe> = {}): Recipe => ({
  slug: 'dry-fruit-laddoo',
  title: 'Dry-fruit laddoo',
  title_hi: 'ड्राई फ्रूट लड्डू',
  summary: 'Sweet from dates, not sugar.',
  summary_hi: 'चीनी नहीं, खजूर की मिठास।',
  servings: 4,
  minutes: 25,
  ingredients: [
    { name: 'Dates', name_hi: 'खजूर', quantity: 200, unit: 'g' },
    { name: 'Ghee', name_hi: 'घी', quantity: 1, unit: 'tsp' },
  ],
  steps: [
    { text: 'Roast the nuts.', text_hi: 'मेवे भूनिए।', timer_seconds: 300 },
    { text: 'Roll the laddoos.', text_hi: 'लड्डू बाँधिए।', timer_seconds: null },
  ],
  ...overrides,
});

export const garbaStep = (step: number, overrides: Partial<GarbaStep> = {}): GarbaStep => ({
  step,
  title: `Step title ${step}`,
  title_hi: `स्टेप ${step}`,
  instructions: 'Step right\nClap',
  instructions_hi: 'दाएँ कदम\nताली',
  counts: 6,
  bpm: 100,
  video: null,
  ...overrides,
});
