/**
 * @jest-environment node
 */
// A pure function: Node has the TextEncoder the generator folds long lines with; jsdom has not.
import ICAL from 'ical.js';
import { indiaProgram } from '../../../testing/fixtures';
import { calendarFile } from './calendar-file';

const program = indiaProgram('2026-10-20');
const texts = {
  name: 'शीतकालीन 14 दिवसीय योग चैलेंज',
  summary: (session: { day: number; title: string }) => `Day ${session.day}: ${session.title}`,
  description: 'Join from the live page.',
  url: 'https://yoga.example/live',
  host: 'yoga.example',
};

/** The file read back by an independent RFC 5545 parser, its zones registered as a client would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('the calendar file of a batch', () => {
  const text = calendarFile(program, 4, texts);
  const { calendar, events } = parse(text);

  it('has all 14 sessions of that batch, in day order, with their titles', () => {
    expect(events).toHaveLength(14);
    expect(events.map((event) => event.getFirstPropertyValue('summary'))).toEqual(
      Array.from({ length: 14 }, (_, index) => `Day ${index + 1}: Day ${index + 1} flow`),
    );
  });

  it('is named as the page names the challenge, in the member’s language', () => {
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(texts.name);
  });

  it('dates each session in the challenge’s zone, with its VTIMEZONE', () => {
    expect(
      calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    ).toEqual(['Asia/Kolkata']);
    const first = events[0]!;
    expect(first.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20261020T170000');
    expect(text).toContain('DTEND;TZID=Asia/Kolkata:20261020T174500');
    // The parser turns India's 17:00 into the same instant the programme gives.
    const start = new ICAL.Event(first).startDate.toJSDate();
    expect(start.toISOString()).toBe(new Date('2026-10-20T17:00:00+05:30').toISOString());
    const last = new ICAL.Event(events[13]!).startDate.toJSDate();
    expect(last.toISOString()).toBe(new Date('2026-11-02T17:00:00+05:30').toISOString());
  });

  it('gives every session its own stable UID', () => {
    const uids = events.map((event) => event.getFirstPropertyValue('uid'));
    expect(new Set(uids).size).toBe(14);
    expect(uids[2]).toBe('challenge-61-day-3-batch-4@yoga.example');
    expect(calendarFile(program, 4, texts)).toContain(
      'UID:challenge-61-day-3-batch-4@yoga.example',
    );
  });

  it('rings 10 minutes before each session', () => {
    for (const event of events) {
      const alarm = event.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT10M');
    }
  });

  it('stamps in UTC, as RFC 5545 requires, and links to the live page', () => {
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
    expect(events[0]?.getFirstPropertyValue('url')).toBe('https://yoga.example/live');
    expect(events[0]?.getFirstPropertyValue('description')).toBe('Join from the live page.');
  });

  it('is empty of events for a batch the challenge does not have', () => {
    expect(parse(calendarFile(program, 9, texts)).events).toEqual([]);
  });
});
