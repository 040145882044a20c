import type { CertificateFacts } from '../../certificate-record';

/** A completion certificate as the render tests, the samples and the credential tests draw it. */
export const SAMPLE_COMPLETION: CertificateFacts = {
  id: 'C7HQ2LMX9PRT4VWZ',
  kind: 'completion',
  holder_name: 'Asha Verma',
  challenge_id: 3,
  challenge_title: 'Monsoon 14-Day Yoga Challenge',
  challenge_title_hi: 'मानसून 14 दिवसीय योग चैलेंज',
  start_date: '2026-11-01',
  end_date: '2026-11-14',
  days_attended: 12,
  days_total: 14,
  attempt_date: null,
  issuer_url: 'https://yoga.example.org',
  issued_at: '2026-11-20T09:30:00.000Z',
};

export const SAMPLE_WORLD_RECORD: CertificateFacts = {
  ...SAMPLE_COMPLETION,
  id: 'E9KS4NPZ1RTW6XYB',
  kind: 'world_record',
  attempt_date: '2026-11-07',
};

/**
 * As long as everything gets: a 60-letter name (the name rule's limit) of wide letters, a long
 * title, a long site address.
 */
export const SAMPLE_LONGEST: CertificateFacts = {
  ...SAMPLE_COMPLETION,
  id: 'F0MT5PQ02SVX7YZC',
  holder_name: 'Wadhwa Mahalakshmi Venkataramanan Wodeyar Muthuswamy Wagholi',
  challenge_title: 'Monsoon 14-Day Yoga Challenge for Healthy Backs, Calm Minds and Better Sleep',
  challenge_title_hi: 'स्वस्थ पीठ, शांत मन और गहरी नींद के लिए मानसून 14 दिवसीय योग चैलेंज',
  issuer_url: 'https://fourteen-day-yoga-challenge.members.example.org',
};

/** The verify page a certificate's QR code and text name. */
export const samplePageUrl = (facts: CertificateFacts) =>
  `${facts.issuer_url}/certificate/${facts.id}`;
