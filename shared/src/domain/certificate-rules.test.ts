import {
  DEFAULT_CERTIFICATE_RULE,
  certificateEligibility,
  linkedInAddToProfileUrl,
  printableName,
  worldRecordEligibility,
} from './certificate-rules';

const india = { end_date: '2026-12-03', timezone: 'Asia/Kolkata' };
const at = (iso: string) => new Date(iso);

describe('certificate eligibility', () => {
  it('is eligible after the last day in India with 10 of 14 days', () => {
    expect(
      certificateEligibility(DEFAULT_CERTIFICATE_RULE, india, 10, at('2026-12-04T00:00:00+05:30')),
    ).toEqual({ status: 'eligible' });
    expect(
      certificateEligibility(DEFAULT_CERTIFICATE_RULE, india, 14, at('2027-03-01T00:00:00Z')),
    ).toEqual({ status: 'eligible' });
  });

  it.each([
    ['the last minute of the last day in India', '2026-12-03T23:59:00+05:30', 'challenge_running'],
    ['the 3rd in UTC but the 4th in India', '2026-12-03T20:00:00Z', null],
    ['the evening of the 3rd in Los Angeles (the 4th in India)', '2026-12-03T19:00:00-08:00', null],
  ])('judges the end on India’s calendar: %s', (_case, now, reason) => {
    const result = certificateEligibility(DEFAULT_CERTIFICATE_RULE, india, 12, at(now));
    expect(result).toEqual(
      reason === null
        ? { status: 'eligible' }
        : { status: 'not_eligible', reason, days_attended: 12, days_needed: 10 },
    );
  });

  it('says how many days a member had and needed, running or ended', () => {
    const short = {
      status: 'not_eligible',
      reason: 'too_few_days',
      days_attended: 9,
      days_needed: 10,
    };
    expect(
      certificateEligibility(DEFAULT_CERTIFICATE_RULE, india, 9, at('2026-11-25T08:00:00+05:30')),
    ).toEqual(short);
    expect(
      certificateEligibility(DEFAULT_CERTIFICATE_RULE, india, 9, at('2026-12-10T08:00:00+05:30')),
    ).toEqual(short);
  });

  it('follows the rule ops set for the challenge', () => {
    expect(
      certificateEligibility({ min_days: 7 }, india, 7, at('2026-12-10T08:00:00+05:30')),
    ).toEqual({ status: 'eligible' });
  });
});

describe('the name printed on a certificate', () => {
  it.each([
    ['  Asha   Verma ', 'Asha Verma'],
    ['आशा वर्मा', 'आशा वर्मा'],
    ['सुनीता क्षीरसागर', 'सुनीता क्षीरसागर'],
    ['Zoë Ñúñez', 'Zoë Ñúñez'],
  ])('prints %j as %j', (value, name) => {
    expect(printableName(value)).toEqual({ name, problem: null });
  });

  it.each([
    ['', 'empty'],
    ['Asha 2', 'not-letters'],
    ['Asha <b>', 'not-letters'],
    ['A'.repeat(61), 'too-long'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(printableName(value)).toEqual({ name: null, problem });
  });
});

describe('the LinkedIn add-to-profile link', () => {
  it('opens the certification form filled in, every value encoded', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: '14-Day Yoga Challenge: completed',
        organizationName: 'Yoga Challenge Community',
        issueYear: 2026,
        issueMonth: 12,
        certUrl: 'https://yoga.example/certificate/Xk2-9qP?lang=hi&x=1',
        certId: 'Xk2-9qP',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: '14-Day Yoga Challenge: completed',
      organizationName: 'Yoga Challenge Community',
      issueYear: '2026',
      issueMonth: '12',
      certUrl: 'https://yoga.example/certificate/Xk2-9qP?lang=hi&x=1',
      certId: 'Xk2-9qP',
    });
  });
});

describe('world-record participation', () => {
  const attempt = { starts_at: '2026-12-01T01:30:00Z' };

  it('is eligible once the member’s attendance at the attempt is recorded', () => {
    expect(worldRecordEligibility(attempt, true, at('2026-12-01T01:40:00Z'))).toEqual({
      status: 'eligible',
    });
  });

  it('has nothing to certify when the challenge has no attempt', () => {
    expect(worldRecordEligibility(null, false, at('2026-12-05T00:00:00Z'))).toEqual({
      status: 'not_eligible',
      reason: 'no_attempt',
    });
  });

  it('says the attempt is ahead until it starts, as the live page announces it', () => {
    expect(worldRecordEligibility(attempt, false, at('2026-12-01T01:29:59Z'))).toEqual({
      status: 'not_eligible',
      reason: 'attempt_ahead',
    });
  });

  it('says the member was not at an attempt that has started without them', () => {
    expect(worldRecordEligibility(attempt, false, at('2026-12-01T01:30:00Z'))).toEqual({
      status: 'not_eligible',
      reason: 'not_at_attempt',
    });
  });
});
