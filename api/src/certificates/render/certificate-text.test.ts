import type { CertificateFacts } from '../certificate-record';
import { certificateText, dateRange, issueDay } from './certificate-text';
import { unglued } from '@yoga/shared/domain';
import { SAMPLE_COMPLETION, SAMPLE_WORLD_RECORD } from './testing/sample-certificates';

const completion = SAMPLE_COMPLETION;
const worldRecord = { ...SAMPLE_WORLD_RECORD, id: SAMPLE_COMPLETION.id };

/** Every line as printed (no-break spaces drawn as spaces). */
const printed = (facts: CertificateFacts) =>
  Object.fromEntries(
    Object.entries(certificateText(facts)).map(([key, value]) => [key, unglued(value)]),
  );

describe('certificate wording', () => {
  it('says what was completed, when, and on how many days, in English and Hindi', () => {
    const text = printed(completion);
    expect(text.title).toBe('Certificate of Completion');
    expect(text.titleHindi).toBe('पूर्णता प्रमाणपत्र');
    expect(text.name).toBe('Asha Verma');
    expect(text.statement).toBe(
      'attended live yoga sessions on 12 of the 14 days of the Monsoon 14-Day Yoga Challenge, from 1 to 14 November 2026.',
    );
    expect(text.statementHindi).toBe(
      'ने 1 से 14 नवंबर 2026 तक चले मानसून 14 दिवसीय योग चैलेंज के 14 में से 12 दिन लाइव योग सत्रों में भाग लिया।',
    );
    expect(text.id).toBe('Certificate ID C7HQ2LMX9PRT4VWZ');
    expect(text.pageUrl).toBe('https://yoga.example.org/certificate/C7HQ2LMX9PRT4VWZ');
    expect(text.issuer).toBe('14-DAY YOGA CHALLENGE');
  });

  it('says "all" days when every day was attended', () => {
    const text = printed({ ...completion, days_attended: 14 });
    expect(text.statement).toContain('on all 14 days of the Monsoon');
    expect(text.statementHindi).toContain('के सभी 14 दिन लाइव');
  });

  it('names the challenge in Hindi on the Hindi line, and in English when it had no Hindi name', () => {
    expect(printed(worldRecord).statementHindi).toContain('ने मानसून 14 दिवसीय योग चैलेंज (1 से');
    const untranslated = printed({ ...completion, challenge_title_hi: null });
    expect(untranslated.statementHindi).toContain('तक चले Monsoon 14-Day Yoga Challenge के');
  });

  it('does not put a second article before a title that has one', () => {
    const text = printed({ ...completion, challenge_title: 'The Winter Yoga Challenge' });
    expect(text.statement).toContain('days of The Winter Yoga Challenge, from');
  });

  it('keeps each date, and the days attended, on one line: no-break spaces inside them', () => {
    const text = certificateText(completion);
    expect(text.statement).toContain('12\u00A0of\u00A0the\u00A014\u00A0days');
    expect(text.statementHindi).toContain('14\u00A0में\u00A0से\u00A012\u00A0दिन');
    expect(text.statement).toContain('14\u00A0November\u00A02026');
    expect(text.statementHindi).toContain('14\u00A0नवंबर\u00A02026');
    expect(text.issued).toContain('20\u00A0November\u00A02026');
  });

  describe('date ranges say the month and year once where they are shared', () => {
    it.each([
      ['2026-11-01', '2026-11-14', '1 to 14 November 2026', '1 से 14 नवंबर 2026'],
      ['2026-11-25', '2026-12-08', '25 November to 8 December 2026', '25 नवंबर से 8 दिसंबर 2026'],
      [
        '2026-12-25',
        '2027-01-07',
        '25 December 2026 to 7 January 2027',
        '25 दिसंबर 2026 से 7 जनवरी 2027',
      ],
      ['2026-11-01', '2026-11-01', '1 November 2026', '1 नवंबर 2026'],
    ])('%s to %s', (start, end, english, hindi) => {
      expect(unglued(dateRange(start, end, 'en-IN'))).toBe(english);
      expect(unglued(dateRange(start, end, 'hi-IN'))).toBe(hindi);
    });

    it('a challenge across two years reads naturally in a statement', () => {
      const text = printed({ ...completion, start_date: '2026-12-25', end_date: '2027-01-07' });
      expect(text.statement).toContain(', from 25 December 2026 to 7 January 2027.');
      expect(text.statementHindi).toContain('ने 25 दिसंबर 2026 से 7 जनवरी 2027 तक चले');
    });

    it('calendar days are never shifted by a time zone', () => {
      // Whatever the process's zone, 1 January is 1 January (held at UTC midnight).
      expect(unglued(dateRange('2027-01-01', '2027-01-14', 'en-IN'))).toBe('1 to 14 January 2027');
    });
  });

  describe('the issue date is the day in India', () => {
    it.each([
      ['2026-11-20T09:30:00.000Z', '20 November 2026', '20 नवंबर 2026'],
      // 20:00 UTC is 01:30 the next morning in India.
      ['2026-11-20T20:00:00.000Z', '21 November 2026', '21 नवंबर 2026'],
      // India is UTC+5:30: the day turns at 18:30 UTC.
      ['2026-11-20T18:29:59.999Z', '20 November 2026', '20 नवंबर 2026'],
      ['2026-11-20T18:30:00.000Z', '21 November 2026', '21 नवंबर 2026'],
      ['2026-12-31T19:00:00.000Z', '1 January 2027', '1 जनवरी 2027'],
    ])('%s', (instant, english, hindi) => {
      expect(unglued(issueDay(instant, 'en-IN'))).toBe(english);
      expect(unglued(issueDay(instant, 'hi-IN'))).toBe(hindi);
      expect(printed({ ...completion, issued_at: instant }).issued).toBe(
        `Issued ${english} · जारी ${hindi}`,
      );
    });
  });

  describe('world-record participation', () => {
    it('says the member took part in the attempt', () => {
      const text = printed(worldRecord);
      expect(text.title).toBe('Certificate of Participation');
      expect(text.titleHindi).toBe('सहभागिता प्रमाणपत्र');
      expect(text.statement).toBe(
        'took part in the world-record attempt on 7 November 2026, during the Monsoon 14-Day Yoga Challenge (1 to 14 November 2026).',
      );
      expect(text.statementHindi).toBe(
        'ने मानसून 14 दिवसीय योग चैलेंज (1 से 14 नवंबर 2026) के दौरान 7 नवंबर 2026 को विश्व रिकॉर्ड के प्रयास में भाग लिया।',
      );
    });

    it('never says a record was set or that the member holds one, in either language', () => {
      const everything = Object.values(printed(worldRecord)).join('\n');
      expect(everything).toMatch(/took part in the world-record attempt/);
      expect(everything).not.toMatch(/set a (world )?record|record[- ]holder|holds? the record/i);
      expect(everything).not.toMatch(/broke|achieved|winner/i);
      // "made a record" (रिकॉर्ड बनाया), "record holder" (रिकॉर्ड धारक).
      expect(everything).not.toMatch(/रिकॉर्ड बना|रिकॉर्ड धारक|रिकॉर्डधारी/);
      expect(everything).toContain('प्रयास में भाग लिया');
    });

    it('falls back to the last day when the attempt date is missing', () => {
      const text = printed({ ...worldRecord, attempt_date: null });
      expect(text.statement).toContain('attempt on 14 November 2026,');
    });
  });
});
