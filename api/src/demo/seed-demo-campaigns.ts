import type { CampaignOccasion, PosterTemplate } from '@yoga/shared/domain';
import type { Database } from '../db/database';

interface DemoCampaign {
  event: string;
  occasion: CampaignOccasion;
  title: string;
  title_hi: string;
  summary: string;
  summary_hi: string;
  /** Days from today (India's), so the demo's campaigns run whenever it is started. */
  from: number;
  until: number;
  /** The festival's own day, in days from today; null when it has none. */
  festival: number | null;
  featured: boolean;
  templates: PosterTemplate[];
  pledge: string | null;
  pledge_hi: string | null;
}

/**
 * Issue 23's demo: a campaign running today for every campaign route (the festive season, Ganesh
 * Chaturthi, Diwali, the featured one at /campaign, all of them at /cmp) and one that has ended,
 * whose page says it will be back. Written by the demo, as ops would through their API.
 */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    event: 'winter-wellness',
    occasion: 'other',
    title: 'Winter Wellness Pledge',
    title_hi: 'सर्दियों का सेहत संकल्प',
    summary:
      'Cold mornings make it easy to skip practice. Take the pledge, make a poster with your name and invite your family to practise with you this winter.',
    summary_hi:
      'ठंडी सुबह में अभ्यास छोड़ देना आसान है। संकल्प लीजिए, अपने नाम का पोस्टर बनाइए और इस सर्दी अपने परिवार को भी साथ योग करने बुलाइए।',
    from: -5,
    until: 25,
    festival: null,
    featured: true,
    templates: ['sunrise-namaste', 'lotus-calm', 'marigold-frame'],
    pledge: 'I will practise yoga for at least 20 minutes every morning this winter.',
    pledge_hi: 'मैं इस सर्दी हर सुबह कम से कम 20 मिनट योग करूँगा/करूँगी।',
  },
  {
    event: 'festive-season',
    occasion: 'festive',
    title: 'Festive Season with Yoga',
    title_hi: 'त्योहारों का मौसम, योग के साथ',
    summary:
      'Sweets, late nights and travel: the festive season is when your practice matters most. Send your festive greeting as a poster and bring a friend to the next challenge.',
    summary_hi:
      'मिठाइयाँ, देर रात तक जागना और सफ़र: त्योहारों में ही अभ्यास सबसे ज़रूरी होता है। अपनी शुभकामना पोस्टर बनाकर भेजिए और अगले चैलेंज में किसी दोस्त को साथ लाइए।',
    from: -10,
    until: 40,
    festival: null,
    featured: false,
    templates: ['diya-glow', 'marigold-frame', 'sunrise-namaste'],
    pledge: 'I will keep my daily yoga practice through every celebration this season.',
    pledge_hi: 'मैं इस मौसम के हर उत्सव में भी अपना रोज़ का योग अभ्यास जारी रखूँगा/रखूँगी।',
  },
  {
    event: 'ganesh-chaturthi',
    occasion: 'ganesh-chaturthi',
    title: 'Ganesh Chaturthi: a fresh start',
    title_hi: 'गणेश चतुर्थी: एक नई शुरुआत',
    summary:
      'Ganesha removes obstacles and blesses new beginnings. Start your day with practice, and share a Ganesh Chaturthi greeting with your name on it.',
    summary_hi:
      'गणपति बप्पा विघ्न हरते हैं और हर नई शुरुआत को आशीर्वाद देते हैं। दिन की शुरुआत योग से कीजिए और अपने नाम के साथ गणेश चतुर्थी की शुभकामना भेजिए।',
    from: -2,
    until: 8,
    festival: null,
    featured: false,
    templates: ['modak-blessing', 'lotus-calm'],
    pledge: 'I will begin each of the ten days of Ganeshotsav with Surya Namaskar.',
    pledge_hi: 'मैं गणेशोत्सव के दसों दिन की शुरुआत सूर्य नमस्कार से करूँगा/करूँगी।',
  },
  {
    event: 'diwali',
    occasion: 'diwali',
    title: 'A Diwali of light and breath',
    title_hi: 'रोशनी और साँसों की दिवाली',
    summary:
      'Before the lamps and the sweets, a few calm breaths. Make a Diwali greeting with your name and light up your family’s WhatsApp with an invitation to practise together.',
    summary_hi:
      'दीयों और मिठाइयों से पहले, कुछ शांत साँसें। अपने नाम के साथ दिवाली की शुभकामना बनाइए और परिवार के WhatsApp को साथ योग करने के न्योते से रोशन कीजिए।',
    from: -3,
    until: 12,
    festival: 5,
    featured: false,
    templates: ['diya-glow', 'marigold-frame'],
    pledge: 'I will start every day of Diwali with ten minutes of pranayama.',
    pledge_hi: 'मैं दिवाली के हर दिन की शुरुआत दस मिनट के प्राणायाम से करूँगा/करूँगी।',
  },
  {
    event: 'monsoon-mindfulness',
    occasion: 'other',
    title: 'Monsoon Mindfulness',
    title_hi: 'मानसून में सजगता',
    summary: 'Breathing practice for the rainy season.',
    summary_hi: 'बरसात के मौसम के लिए प्राणायाम का अभ्यास।',
    from: -120,
    until: -90,
    festival: null,
    featured: false,
    templates: ['lotus-calm'],
    pledge: null,
    pledge_hi: null,
  },
];

/**
 * Two demo members took the featured campaign's pledge, so a newcomer has pledge pages to open
 * signed out: `/pledge/AshaWinter` in Latin letters and `/pledge/KavyaSardi` printed in Devanagari.
 * A real pledge's slug is random; these are fixed so the README and the browser tests can name
 * them, and written in the same letters and length as a random one.
 */
export const DEMO_PLEDGES = [
  { slug: 'AshaWinter', member: 'asha', event: 'winter-wellness', name: 'Asha Verma', daysAgo: 3 },
  {
    slug: 'KavyaSardi',
    member: 'kavya',
    event: 'winter-wellness',
    name: 'काव्या रेड्डी',
    daysAgo: 1,
  },
] as const;

/** The demo members who took a pledge, by their phone numbers. */
export type DemoPledgers = Record<(typeof DEMO_PLEDGES)[number]['member'], string>;

/**
 * Adds the demo's campaigns once (with the "created" line of their audit log) and moves their
 * days on every start, so they run relative to today however old the data folder is.
 */
export async function seedDemoCampaigns(db: Database, pledgers: DemoPledgers): Promise<void> {
  await db.transaction(async (tx) => {
    for (const campaign of DEMO_CAMPAIGNS) {
      const [row] = await tx.query<{ id: number; inserted: boolean }>(
        `WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS d)
         INSERT INTO campaigns (event, occasion, title, title_hi, summary, summary_hi, starts_on,
           ends_on, featured, templates, pledge, pledge_hi, festival_on)
         SELECT $1, $2, $3, $4, $5, $6, d + $7::int, d + $8::int, $9, $10::jsonb, $11, $12,
           d + $13::int
         FROM today
         ON CONFLICT (event) DO UPDATE SET starts_on = EXCLUDED.starts_on,
           ends_on = EXCLUDED.ends_on, festival_on = EXCLUDED.festival_on
         RETURNING id, (xmax = 0) AS inserted`,
        [
          campaign.event,
          campaign.occasion,
          campaign.title,
          campaign.title_hi,
          campaign.summary,
          campaign.summary_hi,
          campaign.from,
          campaign.until,
          campaign.featured,
          JSON.stringify(campaign.templates),
          campaign.pledge,
          campaign.pledge_hi,
          campaign.festival,
        ],
      );
      if (row?.inserted) {
        await tx.query(
          `INSERT INTO campaign_events (campaign_id, action, actor, reason, before, after)
           VALUES ($1, 'created', 'demo', 'Demo data', NULL, $2::jsonb)`,
          [row.id, JSON.stringify(campaign)],
        );
      }
    }
    // Once: a member who has since taken the pledge in the app keeps that one (one per campaign).
    for (const pledge of DEMO_PLEDGES) {
      await tx.query(
        `INSERT INTO pledges (slug, campaign_id, lead_id, name, created_at)
         SELECT $1, c.id, l.id, $4, now() - $5::int * interval '1 day'
         FROM campaigns c JOIN leads l ON l.phone_number = $3
         WHERE c.event = $2
         ON CONFLICT DO NOTHING`,
        [pledge.slug, pledge.event, pledgers[pledge.member], pledge.name, pledge.daysAgo],
      );
    }
  });
}
