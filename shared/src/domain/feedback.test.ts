import type { UserChallenge } from '../models/challenge';
import { challengePhases } from './challenge-phases';
import { feedbackWindow } from './feedback';

/** India's November challenge: feedback from its last two days until the paid offer starts. */
const india: UserChallenge = {
  id: 61,
  title: 'Winter 14-Day Yoga Challenge',
  title_hi: 'शीतकालीन 14 दिवसीय योग चैलेंज',
  countrycode: 'IN',
  timezone: 'Asia/Kolkata',
  start_date: '2026-11-18',
  end_date: '2026-12-01',
  referral_start_date: '2026-11-10',
  referral_end_date: '2026-11-27',
  feedback_start_date: '2026-11-30',
  payment_start_date: '2026-12-02',
  voucher_generation_date: '2026-12-02',
  voucher_expiry_date: '2027-01-01',
};

/** An instant given as UTC, so every test says exactly which moment it means. */
const at = (iso: string) => new Date(iso);

describe('feedbackWindow (spec section 4, decision 0043)', () => {
  it('opens at midnight in India on the feedback start day, not at midnight UTC', () => {
    // 23:59:59 IST on 29 November, then 00:00:00 IST on the 30th.
    expect(feedbackWindow(india, at('2026-11-29T18:29:59Z'))).toEqual({
      state: 'not_yet',
      opens_on: '2026-11-30',
    });
    expect(feedbackWindow(india, at('2026-11-29T18:30:00Z'))).toEqual({
      state: 'open',
      closes_on: '2026-12-01',
    });
  });

  it('stays open through the day before the payment start and closes at its midnight', () => {
    expect(feedbackWindow(india, at('2026-12-01T18:29:59Z'))).toEqual({
      state: 'open',
      closes_on: '2026-12-01',
    });
    expect(feedbackWindow(india, at('2026-12-01T18:30:00Z'))).toEqual({ state: 'closed' });
    expect(feedbackWindow(india, at('2027-03-01T00:00:00Z'))).toEqual({ state: 'closed' });
  });

  it('is not yet open long before, naming the day it opens', () => {
    expect(feedbackWindow(india, at('2026-11-01T06:00:00Z'))).toEqual({
      state: 'not_yet',
      opens_on: '2026-11-30',
    });
  });

  it('agrees with the feedback phase of challengePhases at every hour around both edges', () => {
    for (const start of ['2026-11-29T12:00:00Z', '2026-12-01T12:00:00Z']) {
      for (let hour = 0; hour < 12; hour++) {
        const now = new Date(Date.parse(start) + hour * 3_600_000);
        const open = feedbackWindow(india, now).state === 'open';
        expect([now.toISOString(), open]).toEqual([
          now.toISOString(),
          challengePhases(india, now).feedback,
        ]);
      }
    }
  });

  it('judges a member in the UAE by India’s calendar, though Dubai is still on the day before', () => {
    // 00:30 IST on 30 November is 23:00 on the 29th in Dubai: open.
    expect(feedbackWindow(india, at('2026-11-29T19:00:00Z')).state).toBe('open');
    // 00:30 IST on 2 December is 23:00 on the 1st in Dubai: already closed.
    expect(feedbackWindow(india, at('2026-12-01T19:00:00Z')).state).toBe('closed');
  });

  it('gives a member in Los Angeles, whose evening is India’s next morning, India’s day', () => {
    // 17:00 on 29 November in Los Angeles is 06:30 on the 30th in India.
    expect(feedbackWindow(india, at('2026-11-30T01:00:00Z')).state).toBe('open');
    // 17:00 on 1 December in Los Angeles is 06:30 on the 2nd in India.
    expect(feedbackWindow(india, at('2026-12-02T01:00:00Z')).state).toBe('closed');
  });

  it('follows a challenge’s own time zone when it is not India’s', () => {
    const london: UserChallenge = { ...india, id: 70, timezone: 'Europe/London' };
    // 00:30 IST on the 30th is still 19:00 on the 29th in London.
    expect(feedbackWindow(london, at('2026-11-29T19:00:00Z')).state).toBe('not_yet');
    expect(feedbackWindow(london, at('2026-11-30T00:00:00Z')).state).toBe('open');
    expect(feedbackWindow(london, at('2026-12-01T23:59:59Z')).state).toBe('open');
    expect(feedbackWindow(london, at('2026-12-02T00:00:00Z')).state).toBe('closed');
  });

  it('is not yet open, with no day, while ops have not set a start', () => {
    const unset = { ...india, feedback_start_date: null };
    for (const now of ['2026-11-01T00:00:00Z', '2026-11-30T06:00:00Z', '2027-06-01T00:00:00Z']) {
      expect(feedbackWindow(unset, at(now))).toEqual({ state: 'not_yet', opens_on: null });
    }
  });

  it('stays open, with no closing day, while ops have not set a payment start', () => {
    const noPayment = { ...india, payment_start_date: null };
    expect(feedbackWindow(noPayment, at('2026-11-29T18:29:59Z')).state).toBe('not_yet');
    for (const now of ['2026-11-29T18:30:00Z', '2026-12-05T00:00:00Z', '2028-01-01T00:00:00Z']) {
      expect(feedbackWindow(noPayment, at(now))).toEqual({ state: 'open', closes_on: null });
    }
  });

  it('names the last open day across the end of a month and of a year', () => {
    const newYear = {
      ...india,
      feedback_start_date: '2026-12-28',
      payment_start_date: '2027-01-01',
    };
    expect(feedbackWindow(newYear, at('2026-12-30T06:00:00Z'))).toEqual({
      state: 'open',
      closes_on: '2026-12-31',
    });
    const march = { ...india, feedback_start_date: '2028-02-27', payment_start_date: '2028-03-01' };
    expect(feedbackWindow(march, at('2028-02-28T06:00:00Z'))).toEqual({
      state: 'open',
      closes_on: '2028-02-29',
    });
  });

  it('never opens when the payment start is the feedback start (ops refuse that order)', () => {
    const sameDay = { ...india, payment_start_date: '2026-11-30' };
    expect(feedbackWindow(sameDay, at('2026-11-29T06:00:00Z')).state).toBe('not_yet');
    expect(feedbackWindow(sameDay, at('2026-11-30T06:00:00Z')).state).toBe('closed');
  });

  it('is open on a one-day phase for that day alone', () => {
    const oneDay = { ...india, payment_start_date: '2026-12-01' };
    expect(feedbackWindow(oneDay, at('2026-11-30T06:00:00Z'))).toEqual({
      state: 'open',
      closes_on: '2026-11-30',
    });
    expect(feedbackWindow(oneDay, at('2026-11-30T18:30:00Z')).state).toBe('closed');
  });
});
