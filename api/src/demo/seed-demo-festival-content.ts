import type { Database, Queryable } from '../db/database';
import type { GarbaStepInputRow, RecipeInputRow } from '../festival/content-schemas';

type DemoRecipe = { slug: string } & Omit<RecipeInputRow, 'reason'>;

type DemoGarbaStep = { step: number } & Omit<GarbaStepInputRow, 'reason'>;

/**
 * Issue 24's demo recipes: festive sweets and snacks as a yoga community would make them, with
 * no refined sugar and nothing deep-fried.
 */
export const DEMO_RECIPES: DemoRecipe[] = [
  {
    slug: 'dry-fruit-laddoo',
    title: 'Dry-fruit laddoo with no added sugar',
    title_hi: 'बिना चीनी के ड्राई फ्रूट लड्डू',
    summary:
      'Dates bind roasted nuts into soft laddoos: all the sweetness of Diwali, none of it from sugar. Ready in half an hour and they keep for a week.',
    summary_hi:
      'भुने हुए मेवों को खजूर ही बाँध देता है: दिवाली की पूरी मिठास, पर चीनी ज़रा भी नहीं। आधे घंटे में तैयार और हफ़्ते भर चलते हैं।',
    servings: 12,
    minutes: 30,
    ingredients: [
      { name: 'Soft seedless dates', name_hi: 'नरम बीज निकले खजूर', quantity: 200, unit: 'g' },
      { name: 'Almonds', name_hi: 'बादाम', quantity: 50, unit: 'g' },
      { name: 'Cashews', name_hi: 'काजू', quantity: 50, unit: 'g' },
      { name: 'Walnuts', name_hi: 'अखरोट', quantity: 30, unit: 'g' },
      { name: 'Pistachios', name_hi: 'पिस्ता', quantity: 20, unit: 'g' },
      { name: 'Poppy seeds (khus khus)', name_hi: 'खसखस', quantity: 1, unit: 'tbsp' },
      { name: 'Ghee', name_hi: 'घी', quantity: 1, unit: 'tsp' },
      { name: 'Cardamom powder', name_hi: 'इलायची पाउडर', quantity: 0.5, unit: 'tsp' },
    ],
    steps: [
      {
        text: 'Dry-roast the almonds, cashews and walnuts in a heavy pan on low heat, stirring all the time, until they smell toasty.',
        text_hi:
          'मोटे तले की कड़ाही में बादाम, काजू और अखरोट को धीमी आँच पर लगातार चलाते हुए सूखा भूनें, जब तक सोंधी खुशबू न आने लगे।',
        timer_seconds: 300,
      },
      {
        text: 'Add the poppy seeds for the last minute, until they start to crackle. Let everything cool, then chop the nuts coarsely with the pistachios (or pulse them a few times in a mixer).',
        text_hi:
          'आख़िरी एक मिनट में खसखस डालें, जब तक वह चटकने न लगे। सब ठंडा होने दें, फिर पिस्ता मिलाकर मेवों को मोटा-मोटा काट लें (या मिक्सर में दो-तीन बार चला दें)।',
        timer_seconds: 60,
      },
      {
        text: 'Grind the dates to a sticky paste. If they are dry, soak them in warm water for 10 minutes first and drain well.',
        text_hi:
          'खजूर को पीसकर चिपचिपा पेस्ट बना लें। खजूर सूखे हों तो पहले 10 मिनट गुनगुने पानी में भिगोकर अच्छी तरह निथार लें।',
        timer_seconds: null,
      },
      {
        text: 'Warm the ghee in the same pan, add the date paste and stir on low heat until it softens and comes together.',
        text_hi:
          'उसी कड़ाही में घी गरम करें, खजूर का पेस्ट डालें और धीमी आँच पर तब तक चलाएँ जब तक वह नरम होकर एक साथ न आ जाए।',
        timer_seconds: 240,
      },
      {
        text: 'Turn off the heat and mix in the nuts, poppy seeds and cardamom. Leave it until it is cool enough to handle.',
        text_hi: 'आँच बंद करके मेवे, खसखस और इलायची अच्छी तरह मिला दें। इतना ठंडा होने दें कि हाथ से पकड़ सकें।',
        timer_seconds: 300,
      },
      {
        text: 'Grease your palms with a drop of ghee and roll 12 laddoos. Keep them in an airtight box for up to a week.',
        text_hi: 'हथेलियों पर घी की एक बूँद लगाकर 12 लड्डू बाँध लें। हवाबंद डिब्बे में रखें, हफ़्ते भर तक अच्छे रहेंगे।',
        timer_seconds: null,
      },
    ],
    position: 10,
    published: true,
  },
  {
    slug: 'roasted-makhana-chivda',
    title: 'Roasted makhana chivda',
    title_hi: 'भुने मखाने का चिवड़ा',
    summary:
      'A crunchy festive namkeen roasted in a spoon of ghee instead of fried: makhana, peanuts and curry leaves, ready for guests in 20 minutes.',
    summary_hi:
      'तलने की जगह एक चम्मच घी में भुना कुरकुरा त्योहारी नमकीन: मखाने, मूँगफली और करी पत्ते, मेहमानों के लिए 20 मिनट में तैयार।',
    servings: 4,
    minutes: 20,
    ingredients: [
      { name: 'Makhana (fox nuts)', name_hi: 'मखाने', quantity: 4, unit: 'cup' },
      { name: 'Raw peanuts', name_hi: 'कच्ची मूँगफली', quantity: 40, unit: 'g' },
      {
        name: 'Roasted chana dal (dalia)',
        name_hi: 'भुना चना दाल (दलिया)',
        quantity: 2,
        unit: 'tbsp',
      },
      { name: 'Curry leaves', name_hi: 'करी पत्ते', quantity: 15, unit: 'piece' },
      { name: 'Ghee', name_hi: 'घी', quantity: 1, unit: 'tbsp' },
      { name: 'Turmeric', name_hi: 'हल्दी', quantity: 0.25, unit: 'tsp' },
      { name: 'Rock salt (sendha namak)', name_hi: 'सेंधा नमक', quantity: 0.5, unit: 'tsp' },
      {
        name: 'Black pepper, freshly ground',
        name_hi: 'ताज़ी पिसी काली मिर्च',
        quantity: 0.25,
        unit: 'tsp',
      },
    ],
    steps: [
      {
        text: 'Roast the makhana in a dry kadai on low heat, stirring often, until one breaks with a crunch when you press it.',
        text_hi:
          'मखानों को सूखी कड़ाही में धीमी आँच पर बार-बार चलाते हुए भूनें, जब तक एक मखाना दबाने पर कुरकुरा होकर टूटने न लगे।',
        timer_seconds: 480,
      },
      {
        text: 'Tip the makhana onto a plate. Heat the ghee in the same kadai and fry the peanuts on low heat until golden.',
        text_hi:
          'मखाने एक थाली में निकाल लें। उसी कड़ाही में घी गरम करें और मूँगफली को धीमी आँच पर सुनहरा होने तक भूनें।',
        timer_seconds: 180,
      },
      {
        text: 'Add the curry leaves and the roasted chana dal and stir until the leaves turn crisp.',
        text_hi: 'करी पत्ते और भुनी चना दाल डालें और पत्तों के कुरकुरे होने तक चलाएँ।',
        timer_seconds: 60,
      },
      {
        text: 'Lower the heat, stir in the turmeric, then add the makhana, salt and pepper and toss until every piece is coated.',
        text_hi:
          'आँच धीमी करके हल्दी डालें, फिर मखाने, नमक और काली मिर्च डालकर तब तक उछालें जब तक हर मखाने पर मसाला न लग जाए।',
        timer_seconds: 120,
      },
      {
        text: 'Let it cool completely before you fill a jar. Kept airtight, it stays crunchy for about two weeks.',
        text_hi: 'डिब्बे में भरने से पहले पूरी तरह ठंडा होने दें। हवाबंद रखें तो लगभग दो हफ़्ते कुरकुरा रहता है।',
        timer_seconds: null,
      },
    ],
    position: 20,
    published: true,
  },
  {
    slug: 'baked-jaggery-shakarpara',
    title: 'Baked jaggery shakarpara',
    title_hi: 'गुड़ के बेक्ड शक्करपारे',
    summary:
      'The Diwali tin favourite made with whole wheat and jaggery and baked, not fried. An air fryer works just as well.',
    summary_hi:
      'दिवाली के डिब्बे के चहेते शक्करपारे, गेहूँ के आटे और गुड़ से, तले नहीं बल्कि बेक किए हुए। एयर फ्रायर में भी उतने ही अच्छे बनते हैं।',
    servings: 6,
    minutes: 50,
    ingredients: [
      { name: 'Whole wheat flour (atta)', name_hi: 'गेहूँ का आटा', quantity: 150, unit: 'g' },
      { name: 'Jaggery, grated', name_hi: 'कद्दूकस किया गुड़', quantity: 60, unit: 'g' },
      { name: 'Water', name_hi: 'पानी', quantity: 60, unit: 'ml' },
      { name: 'Ghee', name_hi: 'घी', quantity: 2, unit: 'tbsp' },
      { name: 'White sesame seeds', name_hi: 'सफ़ेद तिल', quantity: 1, unit: 'tbsp' },
      { name: 'Cardamom powder', name_hi: 'इलायची पाउडर', quantity: 0.5, unit: 'tsp' },
      { name: 'Salt', name_hi: 'नमक', quantity: 1, unit: 'pinch' },
    ],
    steps: [
      {
        text: 'Warm the jaggery with the water on low heat until it melts. Strain it and let it cool until lukewarm.',
        text_hi: 'गुड़ को पानी के साथ धीमी आँच पर गलने तक गरम करें। छानकर गुनगुना होने तक ठंडा होने दें।',
        timer_seconds: 180,
      },
      {
        text: 'Mix the flour, sesame seeds, cardamom and salt. Rub in the ghee with your fingertips until the flour holds together when pressed.',
        text_hi:
          'आटे में तिल, इलायची और नमक मिलाएँ। घी डालकर उँगलियों से तब तक मसलें जब तक मुट्ठी में दबाने पर आटा बँधने न लगे।',
        timer_seconds: null,
      },
      {
        text: 'Knead a firm dough with the jaggery water, cover it and let it rest while the oven heats to 180 °C.',
        text_hi:
          'गुड़ के पानी से सख़्त आटा गूँध लें, ढककर रख दें और तब तक आराम करने दें जब तक ओवन 180 °C पर गरम हो।',
        timer_seconds: 900,
      },
      {
        text: 'Roll the dough about 4 mm thick, cut it into small diamonds and spread them on a lined tray without touching.',
        text_hi:
          'आटे को लगभग 4 मिमी मोटा बेलें, छोटे-छोटे तिरछे चौकोर टुकड़े काटें और बटर पेपर लगी ट्रे पर अलग-अलग फैला दें।',
        timer_seconds: null,
      },
      {
        text: 'Bake until golden and firm, turning them once halfway. In an air fryer: 160 °C for 10 to 12 minutes.',
        text_hi:
          'सुनहरे और सख़्त होने तक बेक करें, आधे समय पर एक बार पलट दें। एयर फ्रायर में: 160 °C पर 10 से 12 मिनट।',
        timer_seconds: 1080,
      },
      {
        text: 'Leave them on the tray to cool: they turn crisp as they cool. Store in an airtight tin.',
        text_hi: 'ट्रे पर ही ठंडा होने दें, ठंडे होकर ही ये कुरकुरे बनते हैं। फिर हवाबंद डिब्बे में रखें।',
        timer_seconds: 600,
      },
    ],
    position: 30,
    published: true,
  },
];

/**
 * Issue 24's demo garba steps, from the first clap to a whole round. No videos: ops add links
 * to their own when they have them.
 */
export const DEMO_GARBA_STEPS: DemoGarbaStep[] = [
  {
    step: 1,
    title: 'Two-clap step (be taali)',
    title_hi: 'दो ताली (बे ताली)',
    instructions: [
      'Stand in the circle facing the way it moves (anticlockwise), arms relaxed.',
      '1–2: step forward with the right foot, then the left.',
      '3: bring the right foot beside the left and clap at chest height, leaning a little to the right.',
      '4–5: step forward with the left foot, then the right.',
      '6: bring the left foot beside the right and clap, leaning a little to the left.',
      'Keep the knees soft and the steps small, and repeat until it moves with the beat.',
    ].join('\n'),
    instructions_hi: [
      'घेरे में उसी ओर मुँह करके खड़े हों जिधर घेरा घूमता है (घड़ी की उलटी दिशा), बाँहें ढीली रखें।',
      '1–2: पहले दायाँ पैर आगे रखें, फिर बायाँ।',
      '3: दायाँ पैर बाएँ के पास लाएँ और हल्का दाईं ओर झुकते हुए सीने के सामने ताली बजाएँ।',
      '4–5: अब बायाँ पैर आगे रखें, फिर दायाँ।',
      '6: बायाँ पैर दाएँ के पास लाएँ और हल्का बाईं ओर झुककर ताली बजाएँ।',
      'घुटने नरम और कदम छोटे रखें, और तब तक दोहराएँ जब तक कदम ताल के साथ न चलने लगें।',
    ].join('\n'),
    counts: 6,
    bpm: 96,
    video_url: null,
  },
  {
    step: 2,
    title: 'Three-clap step (tran taali)',
    title_hi: 'तीन ताली (त्रण ताली)',
    instructions: [
      'Keep moving anticlockwise round the circle.',
      '1–2: step forward with the right foot, then the left, arms swinging low.',
      '3–4: step the right foot forward again and bring the left beside it.',
      '5: clap low on your right side, bending a little from the waist.',
      '6: clap in front of your chest as you straighten up.',
      '7: clap high on your left side, eyes on your hands.',
      '8: open your arms wide and get ready to begin again.',
    ].join('\n'),
    instructions_hi: [
      'घेरे के साथ घड़ी की उलटी दिशा में चलते रहें।',
      '1–2: दायाँ पैर आगे रखें, फिर बायाँ, बाँहें नीचे झुलाते हुए।',
      '3–4: दायाँ पैर फिर आगे रखें और बायाँ उसके पास ले आएँ।',
      '5: कमर से थोड़ा झुककर दाईं ओर नीचे ताली बजाएँ।',
      '6: सीधे होते हुए सीने के सामने ताली बजाएँ।',
      '7: बाईं ओर ऊपर ताली बजाएँ, नज़र हाथों पर रखें।',
      '8: बाँहें खोलकर फैलाएँ और फिर से शुरू करने के लिए तैयार हो जाएँ।',
    ].join('\n'),
    counts: 8,
    bpm: 100,
    video_url: null,
  },
  {
    step: 3,
    title: 'Side step with a flick',
    title_hi: 'साइड स्टेप और हाथों का झटका',
    instructions: [
      'Turn to face the centre of the circle.',
      '1: step the right foot out to the right.',
      '2: bring the left foot in and tap it beside the right, flicking both hands out to the right at hip height.',
      '3–4: step and tap to the right once more.',
      '5–8: do the same to the left, flicking the hands to the left.',
      'Bend the knees a little on every tap: that bounce is what makes it garba.',
    ].join('\n'),
    instructions_hi: [
      'घेरे के बीच की ओर मुँह कर लें।',
      '1: दायाँ पैर दाईं ओर बाहर रखें।',
      '2: बायाँ पैर पास लाकर दाएँ के बगल में टिकाएँ और दोनों हाथ कमर की ऊँचाई पर दाईं ओर झटकें।',
      '3–4: एक बार फिर दाईं ओर कदम रखें और पैर टिकाएँ।',
      '5–8: यही बाईं ओर करें, हाथ बाईं ओर झटकते हुए।',
      'हर बार पैर टिकाते समय घुटने हल्के मोड़ें, यही लचक गरबे की जान है।',
    ].join('\n'),
    counts: 8,
    bpm: 104,
    video_url: null,
  },
  {
    step: 4,
    title: 'Turn with a clap (ghoomar)',
    title_hi: 'ताली के साथ घूमना (घूमर)',
    instructions: [
      '1–2: step forward with the right foot, then the left, along the circle.',
      '3–5: turn once on the spot to your right in three small steps (right, left, right), arms open at shoulder height.',
      '6: clap as you come round to face the way the circle moves.',
      '7–8: step forward with the left foot, then the right, and carry on.',
      'Keep your eyes on one point and turn the head last, so the turn does not make you dizzy.',
      'If a whole turn feels unsteady, make it a half turn and back until it feels easy.',
    ].join('\n'),
    instructions_hi: [
      '1–2: घेरे के साथ दायाँ पैर आगे रखें, फिर बायाँ।',
      '3–5: अपनी जगह पर तीन छोटे कदमों (दायाँ, बायाँ, दायाँ) में दाईं ओर एक पूरा चक्कर लें, बाँहें कंधों की ऊँचाई पर खुली रहें।',
      '6: घूमकर जब फिर घेरे की दिशा में आएँ, तब ताली बजाएँ।',
      '7–8: बायाँ पैर आगे रखें, फिर दायाँ, और आगे बढ़ते रहें।',
      'नज़र एक बिंदु पर टिकाएँ और सिर सबसे आख़िर में घुमाएँ, इससे चक्कर नहीं आएगा।',
      'पूरा चक्कर डगमगाए तो पहले आधा घूमकर वापस आएँ, जब तक सहज न लगे।',
    ].join('\n'),
    counts: 8,
    bpm: 100,
    video_url: null,
  },
  {
    step: 5,
    title: 'The full round',
    title_hi: 'पूरा गरबा एक साथ',
    instructions: [
      'Put the steps together into one round of 16 counts.',
      '1–6: the two-clap step.',
      '7–14: the three-clap step.',
      '15–16: turn once on the spot with two small steps and clap on 16.',
      'Go slowly at first: the beat picks up as the night goes on, and so will you.',
    ].join('\n'),
    instructions_hi: [
      'अब सारे कदम जोड़कर 16 गिनती का एक पूरा चक्र बनाएँ।',
      '1–6: दो ताली वाला कदम।',
      '7–14: तीन ताली वाला कदम।',
      '15–16: दो छोटे कदमों में अपनी जगह पर एक चक्कर लें और 16 पर ताली बजाएँ।',
      'शुरू में धीरे चलें; जैसे-जैसे रात बढ़ती है ताल तेज़ होती है, और आप भी उसके साथ तेज़ हो जाएँगे।',
    ].join('\n'),
    counts: 16,
    bpm: 108,
    video_url: null,
  },
];

async function logCreated(tx: Queryable, kind: string, key: string, item: object): Promise<void> {
  await tx.query(
    `INSERT INTO festival_content_events (kind, key, action, actor, reason, before, after)
     VALUES ($1, $2, 'created', 'demo', 'Demo data', NULL, $3::jsonb)`,
    [kind, key, JSON.stringify(item)],
  );
}

/**
 * Adds the demo's recipes and garba steps once, each with the "created" line of its audit log,
 * and leaves them as ops have since edited them.
 */
export async function seedDemoFestivalContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const recipe of DEMO_RECIPES) {
      const { slug, position, published, ...body } = recipe;
      const created = await tx.query(
        `INSERT INTO recipes (slug, position, published, body) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (slug) DO NOTHING RETURNING slug`,
        [slug, position, published, JSON.stringify(body)],
      );
      if (created.length > 0) await logCreated(tx, 'recipe', slug, recipe);
    }
    for (const garbaStep of DEMO_GARBA_STEPS) {
      const { step, ...body } = garbaStep;
      const created = await tx.query(
        `INSERT INTO garba_steps (step, body) VALUES ($1, $2::jsonb)
         ON CONFLICT (step) DO NOTHING RETURNING step`,
        [step, JSON.stringify(body)],
      );
      if (created.length > 0) await logCreated(tx, 'garba-step', String(step), garbaStep);
    }
  });
}
