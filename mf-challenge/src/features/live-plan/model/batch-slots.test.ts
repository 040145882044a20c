import { indiaProgram } from '../../../testing/fixtures';
import { batchSlots, nextSessionOfBatch } from './batch-slots';

const program = indiaProgram('2026-10-20');

describe('the batches a member may prefer', () => {
  it('lists each batch once, in order, on the member’s clock', () => {
    expect(batchSlots(program.sessions, 'Asia/Kolkata')).toEqual([
      { batch: 1, time: '06:30' },
      { batch: 2, time: '07:30' },
      { batch: 3, time: '08:30' },
      { batch: 4, time: '17:00' },
      { batch: 5, time: '18:00' },
      { batch: 6, time: '19:00' },
    ]);
    expect(batchSlots(program.sessions, 'America/Los_Angeles').map((slot) => slot.time)).toEqual([
      '18:00',
      '19:00',
      '20:00',
      '04:30',
      '05:30',
      '06:30',
    ]);
  });

  it('reads a batch’s time from its first day, whatever order the sessions come in', () => {
    const reversed = [...program.sessions].reverse();
    // London is on summer time on day 1 (20 Oct): India's 06:30 is 02:00 there.
    expect(batchSlots(reversed, 'Europe/London')[0]).toEqual({ batch: 1, time: '02:00' });
  });

  it('has no batches for a programme without sessions', () => {
    expect(batchSlots([], 'UTC')).toEqual([]);
  });
});

describe('the next session of a batch', () => {
  it('is today’s while it has not ended, then tomorrow’s', () => {
    // 17:30 in India on day 1: batch 4 (17:00) is still on.
    expect(nextSessionOfBatch(program.sessions, 4, new Date('2026-10-20T12:00:00Z'))).toMatchObject(
      {
        day: 1,
        batch: 4,
      },
    );
    // 17:45 in India: it has ended, so day 2's.
    expect(nextSessionOfBatch(program.sessions, 4, new Date('2026-10-20T12:15:00Z'))).toMatchObject(
      {
        day: 2,
        batch: 4,
      },
    );
  });

  it('is null after the batch’s last session', () => {
    expect(nextSessionOfBatch(program.sessions, 4, new Date('2026-11-03T00:00:00Z'))).toBeNull();
  });
});
