import { boardLocked } from './game-rules';
import { checkName, normaliseName, type NameProblem } from './member-name';

/**
 * Issue 13, rules 1 and 2: who may have a certificate, and what may be printed on it
 * (decisions 0016 and 0017).
 */

/** Who signs certificates: the name on them, in their credentials and in LinkedIn's form. */
export const CERTIFICATE_ISSUER_NAME = '14-Day Yoga Challenge';

/** A challenge's certificate rule, set by ops. */
export interface CertificateRule {
  /** Days of the challenge a member must have attended. */
  min_days: number;
}

/** Issue 13's default: at least 10 of the challenge's 14 days. */
export const DEFAULT_CERTIFICATE_RULE: CertificateRule = { min_days: 10 };

export type CertificateEligibility =
  | { status: 'eligible' }
  | {
      status: 'not_eligible';
      /** `challenge_running`: the challenge's last day is not over in its zone. */
      reason: 'challenge_running' | 'too_few_days';
      days_attended: number;
      days_needed: number;
    };

/**
 * Eligible once the challenge has ended (its `end_date` is over in the challenge's own zone, the
 * moment its board locks) and the member attended at least the rule's days. A member short of
 * days is told how many they had and needed, whether or not the challenge is still running.
 */
export function certificateEligibility(
  rule: CertificateRule,
  challenge: { end_date: string; timezone: string },
  daysAttended: number,
  now: Date,
): CertificateEligibility {
  const short = { days_attended: daysAttended, days_needed: rule.min_days };
  if (daysAttended < rule.min_days) {
    return { status: 'not_eligible', reason: 'too_few_days', ...short };
  }
  if (!boardLocked(challenge, now)) {
    return { status: 'not_eligible', reason: 'challenge_running', ...short };
  }
  return { status: 'eligible' };
}

export type WorldRecordEligibility =
  | { status: 'eligible' }
  | { status: 'not_eligible'; reason: 'no_attempt' | 'attempt_ahead' | 'not_at_attempt' };

/**
 * A world-record participation certificate: for a member whose attendance at the attempt was
 * recorded. When the challenge has none there is nothing to certify; before it starts, it is
 * ahead (the live page announces the same session); once it has started, a member without a
 * recorded attendance did not take part.
 */
export function worldRecordEligibility(
  attempt: { starts_at: string } | null,
  attended: boolean,
  now: Date,
): WorldRecordEligibility {
  if (attended) return { status: 'eligible' };
  if (!attempt) return { status: 'not_eligible', reason: 'no_attempt' };
  if (now.getTime() < Date.parse(attempt.starts_at)) {
    return { status: 'not_eligible', reason: 'attempt_ahead' };
  }
  return { status: 'not_eligible', reason: 'not_at_attempt' };
}

/**
 * The name to print: the spec's name rule (letters of any script, Devanagari included, and single
 * spaces), tidied. Either the printable name or why it cannot be printed.
 */
export function printableName(
  value: string,
): { name: string; problem: null } | { name: null; problem: NameProblem } {
  const problem = checkName(value);
  return problem ? { name: null, problem } : { name: normaliseName(value), problem: null };
}

export interface LinkedInCertification {
  /** The certification's name as the profile shows it. */
  name: string;
  organizationName: string;
  /** When it was issued, in the issuer's calendar. */
  issueYear: number;
  issueMonth: number;
  /** The public verify page, and the certificate id. */
  certUrl: string;
  certId: string;
}

/** LinkedIn's "Add to profile" link that opens the certification form already filled in. */
export function linkedInAddToProfileUrl(certification: LinkedInCertification): string {
  const url = new URL('https://www.linkedin.com/profile/add');
  url.searchParams.set('startTask', 'CERTIFICATION_NAME');
  url.searchParams.set('name', certification.name);
  url.searchParams.set('organizationName', certification.organizationName);
  url.searchParams.set('issueYear', String(certification.issueYear));
  url.searchParams.set('issueMonth', String(certification.issueMonth));
  url.searchParams.set('certUrl', certification.certUrl);
  url.searchParams.set('certId', certification.certId);
  return url.toString();
}
