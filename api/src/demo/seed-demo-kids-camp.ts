import type { Database } from '../db/database';
import type { KidsCampInputRow } from '../services/lead/kids-camp-schemas';

type DemoCamp = Omit<KidsCampInputRow, 'reason' | 'starts_on' | 'ends_on'>;

/** Issue 27's demo camp: running from three days ago for ten days, so a newcomer can enrol. */
export const DEMO_KIDS_CAMP = {
  slug: 'summer-kids-camp',
  from: -3,
  until: 7,
  content: {
    title: 'Kids Yoga Summer Camp',
    title_hi: 'बच्चों का योग समर कैंप',
    summary:
      'Ten mornings of playful yoga for children aged 5 to 14: animal poses, balancing games and a calm breath to end with. Practise together at home; each child gets a certificate.',
    summary_hi:
      '5 से 14 साल के बच्चों के लिए दस सुबह का खेल-खेल में योग: जानवरों वाले आसन, संतुलन के खेल और आख़िर में शांत साँसें। घर पर साथ मिलकर अभ्यास कीजिए; हर बच्चे को प्रमाणपत्र मिलेगा।',
    batches: [
      {
        id: 'morning',
        starts_at: '07:30',
        ends_at: '08:00',
        label: 'Morning',
        label_hi: 'सुबह',
      },
      {
        id: 'evening',
        starts_at: '17:30',
        ends_at: '18:00',
        label: 'Evening',
        label_hi: 'शाम',
      },
    ],
    poses: [
      {
        name: 'Mountain pose (Tadasana)',
        name_hi: 'ताड़ासन',
        line: 'Stand tall like a mountain, feet together, and reach your head to the sky.',
        line_hi: 'पहाड़ की तरह सीधे खड़े हो जाओ, पैर साथ रखो और सिर को आसमान की ओर खींचो।',
      },
      {
        name: 'Tree pose (Vrikshasana)',
        name_hi: 'वृक्षासन',
        line: 'Rest one foot on the other leg and grow your branches up. Can you sway without falling?',
        line_hi: 'एक पैर को दूसरे पैर पर टिकाओ और हाथों की डालियाँ ऊपर फैलाओ। क्या बिना गिरे झूम सकते हो?',
      },
      {
        name: 'Butterfly pose (Titli Asana)',
        name_hi: 'तितली आसन',
        line: 'Sit with the soles of your feet together and flap your knees like wings.',
        line_hi: 'तलवे आपस में मिलाकर बैठो और घुटनों को तितली के पंखों की तरह हिलाओ।',
      },
      {
        name: 'Cat and cow (Marjariasana)',
        name_hi: 'मार्जरी आसन',
        line: 'On hands and knees, round your back like a cat, then dip it and look up like a cow.',
        line_hi:
          'हाथों और घुटनों पर आकर पीठ को बिल्ली की तरह गोल करो, फिर गाय की तरह नीचे झुकाकर ऊपर देखो।',
      },
      {
        name: 'Cobra pose (Bhujangasana)',
        name_hi: 'भुजंगासन',
        line: 'Lie on your tummy, press your hands down and lift your chest with a long hiss.',
        line_hi: 'पेट के बल लेटो, हथेलियाँ ज़मीन पर दबाओ और लंबी "स्स्स" के साथ छाती ऊपर उठाओ।',
      },
      {
        name: 'Boat pose (Naukasana)',
        name_hi: 'नौकासन',
        line: 'Sit, lift your legs and arms, and row your boat while you count to five.',
        line_hi: 'बैठकर पैर और हाथ ऊपर उठाओ, और पाँच तक गिनते हुए अपनी नाव चलाओ।',
      },
      {
        name: 'Bridge pose (Setu Bandhasana)',
        name_hi: 'सेतु बंधासन',
        line: 'Lie on your back, bend your knees and lift your hips to make a bridge for toy cars.',
        line_hi: 'पीठ के बल लेटकर घुटने मोड़ो और कमर उठाकर खिलौना गाड़ियों के लिए पुल बनाओ।',
      },
      {
        name: 'Lion pose (Simhasana)',
        name_hi: 'सिंहासन',
        line: 'Kneel, open your eyes wide, stick out your tongue and roar out all your breath.',
        line_hi: 'घुटनों के बल बैठो, आँखें बड़ी करो, जीभ बाहर निकालो और पूरी साँस के साथ दहाड़ो।',
      },
      {
        name: "Child's pose (Balasana)",
        name_hi: 'बालासन',
        line: 'Sit on your heels, fold forward and rest your forehead down like a sleepy mouse.',
        line_hi: 'एड़ियों पर बैठकर आगे झुको और माथा ज़मीन पर टिकाकर नींद में चूहे की तरह आराम करो।',
      },
      {
        name: 'Bee breath (Bhramari)',
        name_hi: 'भ्रामरी प्राणायाम',
        line: 'Close your ears with your thumbs and hum like a bee as you breathe out slowly.',
        line_hi: 'अँगूठों से कान बंद करो और धीरे-धीरे साँस छोड़ते हुए मधुमक्खी की तरह गुनगुनाओ।',
      },
    ],
  } satisfies DemoCamp,
};

/** Writes the demo camp as ops would, its days moved to stay around today (India's) on each start. */
export async function seedDemoKidsCamp(db: Database): Promise<void> {
  const { slug, from, until, content } = DEMO_KIDS_CAMP;
  await db.query(
    `WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS d)
     INSERT INTO kids_camps (slug, starts_on, ends_on, body)
     SELECT $1, d + $2::int, d + $3::int, $4::jsonb FROM today
     ON CONFLICT (slug) DO UPDATE SET starts_on = EXCLUDED.starts_on, ends_on = EXCLUDED.ends_on,
       body = EXCLUDED.body`,
    [slug, from, until, JSON.stringify(content)],
  );
}
