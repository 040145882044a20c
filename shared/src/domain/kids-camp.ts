import {
  INDIA_TIME_ZONE,
  campaignPhase,
  type CampaignDays,
  type CampaignPhase,
} from './campaign-days';

/**
 * The kids camp (issue 27, decision 0045): yoga for members' children, enrolled by a parent with
 * verifiable consent (DPDP Rules 2025, rule 10). Children are never tracked, shown, referred or
 * marketed to; what is kept of them is a first name (the members' rule of spec section 5: letters and spaces,
 * any script), an age and a batch, until consent is withdrawn.
 */

/** Ages a camp of simple poses and games suits: from school age until the early teens. */
export const KIDS_CAMP_AGES = { min: 5, max: 14 } as const;

/** Enough for a large family; more from one account looks like a mistake or a script. */
export const KIDS_CAMP_CHILDREN_PER_PARENT = 6;

/**
 * What the parent agrees to, recorded with each consent. A changed text gets a new version; a
 * consent keeps the version and the words the parent saw.
 */
export const KIDS_CAMP_CONSENT = {
  version: 'kids-camp-consent/1',
  text: "I am this child's parent or lawful guardian. I agree that Yoga Challenge keeps my child's first name, age and batch only to run the kids camp and print their certificate; they are never shown publicly, tracked or used for marketing. I can withdraw this consent at any time, and my child's data is then erased.",
  text_hi:
    'मैं इस बच्चे का माता-पिता या कानूनी अभिभावक हूँ। मैं सहमति देता/देती हूँ कि योग चैलेंज मेरे बच्चे का पहला नाम, उम्र और बैच सिर्फ़ किड्स कैंप चलाने और उसका प्रमाणपत्र छापने के लिए रखे; ये कभी सार्वजनिक नहीं दिखेंगे, न इन पर नज़र रखी जाएगी, न प्रचार में इस्तेमाल होंगे। मैं यह सहमति कभी भी वापस ले सकता/सकती हूँ, और तब मेरे बच्चे का डेटा मिटा दिया जाएगा।',
} as const;

export type ChildAgeProblem = 'not-whole' | 'too-young' | 'too-old';

export function checkChildAge(age: number): ChildAgeProblem | null {
  if (!Number.isInteger(age)) return 'not-whole';
  if (age < KIDS_CAMP_AGES.min) return 'too-young';
  return age > KIDS_CAMP_AGES.max ? 'too-old' : null;
}

/** The camp runs in India: its days and batch times are India's, wherever the parent lives. */
export const KIDS_CAMP_TIME_ZONE = INDIA_TIME_ZONE;

/** Where `now` falls against the camp's days, by India's calendar. */
export function kidsCampPhase(days: CampaignDays, now: Date): CampaignPhase {
  return campaignPhase(days, now);
}
