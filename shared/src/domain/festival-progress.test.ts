import {
  EMPTY_FESTIVAL_STATE,
  festivalToolId,
  isToolDone,
  mergeFestivalState,
  type FestivalState,
} from './festival-progress';

const phone: FestivalState = {
  habits: { 'morning-practice': ['2026-11-02', '2026-11-01'], diya: ['2026-11-01'] },
  completedTools: ['poster'],
  festivalProgress: { currentStep: 3, isCompleted: false },
};

const server: FestivalState = {
  habits: { 'morning-practice': ['2026-11-01', '2026-11-03'] },
  completedTools: ['pledge', 'poster'],
  festivalProgress: { currentStep: 2, isCompleted: true },
};

describe('mergeFestivalState', () => {
  it('keeps every habit day and tool of both sides, the furthest step, completed if either is', () => {
    expect(mergeFestivalState(phone, server)).toEqual({
      habits: {
        diya: ['2026-11-01'],
        'morning-practice': ['2026-11-01', '2026-11-02', '2026-11-03'],
      },
      completedTools: ['pledge', 'poster'],
      festivalProgress: { currentStep: 3, isCompleted: true },
    });
  });

  it('gives the same whichever side comes first', () => {
    expect(mergeFestivalState(server, phone)).toEqual(mergeFestivalState(phone, server));
  });

  it('changes nothing when merged again (a retried sync)', () => {
    const once = mergeFestivalState(phone, server);
    expect(mergeFestivalState(once, server)).toEqual(once);
    expect(mergeFestivalState(once, once)).toEqual(once);
  });

  it('keeps one side whole when the other is empty (a new phone)', () => {
    expect(mergeFestivalState(EMPTY_FESTIVAL_STATE, server)).toEqual(
      mergeFestivalState(server, server),
    );
  });
});

describe('festivalToolId', () => {
  it('names a tool per campaign, in the shape the server accepts', () => {
    expect(festivalToolId('promise-card', 'winter-wellness')).toBe('promise-card-winter-wellness');
    expect(festivalToolId('poster', 'diwali-2026')).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
  });
});

describe('isToolDone', () => {
  it('ticks a tool done for its own campaign only', () => {
    const done = ['poster-diwali-2026', 'pledge-ganesh'];
    expect(isToolDone(done, 'poster', 'diwali-2026')).toBe(true);
    expect(isToolDone(done, 'pledge', 'diwali-2026')).toBe(false);
  });
});
