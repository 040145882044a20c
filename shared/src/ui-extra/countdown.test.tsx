import { act, screen } from '@testing-library/react';
import { i18n } from '../i18n/language-state';
import { Countdown } from './countdown';
import { renderKit } from '../ui/testing/render-kit';

const START = new Date('2026-11-18T05:00:00+05:30').getTime();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(START);
});

afterEach(() => {
  jest.useRealTimers();
  act(() => i18n.activate('en', ['en-IN']));
});

const timer = () => screen.getByRole('timer', { name: 'The challenge starts in' });
const summary = () => document.querySelector('[aria-live="polite"]');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Countdown', () => {
  it('shows the time left with units, ticking every second', () => {
    renderKit(
      <Countdown
        to={START + 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND}
        label="The challenge starts in"
      />,
    );
    expect(timer()).toHaveTextContent('2 days 03 hours 04 minutes 05 seconds');
    expect(timer()).toHaveAttribute('aria-live', 'off');
    advance(SECOND);
    expect(timer()).toHaveTextContent('2 days 03 hours 04 minutes 04 seconds');
  });

  it('announces only coarse steps, not every second', () => {
    renderKit(<Countdown to={START + HOUR + 30 * SECOND} label="The challenge starts in" />);
    expect(summary()).toHaveTextContent('1 hour left');
    advance(29 * SECOND);
    expect(summary()).toHaveTextContent('1 hour left');
    advance(2 * SECOND);
    // 59 minutes 59 seconds: told in five-minute steps until the last ten minutes.
    expect(summary()).toHaveTextContent('55 minutes left');
    advance(4 * MINUTE);
    expect(summary()).toHaveTextContent('55 minutes left');
    advance(46 * MINUTE);
    expect(summary()).toHaveTextContent('9 minutes left');
    advance(8 * MINUTE);
    expect(summary()).toHaveTextContent('1 minute left');
    advance(MINUTE);
    expect(summary()).toHaveTextContent('Less than a minute left');
  });

  it('drops the days when less than a day is left and says it is over at zero, calling onDone once', () => {
    const onDone = jest.fn();
    renderKit(
      <Countdown to={START + 2 * SECOND} label="The challenge starts in" onDone={onDone} />,
    );
    expect(timer()).toHaveTextContent('00 hours 00 minutes 02 seconds');
    expect(timer()).not.toHaveTextContent('day');
    advance(2 * SECOND);
    expect(timer()).toHaveTextContent('00 hours 00 minutes 00 seconds');
    expect(summary()).toHaveTextContent("Time's up");
    advance(5 * SECOND);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('calls onDone straight away when the instant has passed', () => {
    const onDone = jest.fn();
    renderKit(
      <Countdown to={new Date(START - MINUTE)} label="The challenge starts in" onDone={onDone} />,
    );
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('uses singular units and Hindi', () => {
    renderKit(
      <Countdown to={START + DAY + HOUR + MINUTE + SECOND} label="The challenge starts in" />,
    );
    expect(timer()).toHaveTextContent('1 day 01 hour 01 minute 01 second');
    act(() => i18n.activate('hi', ['hi-IN']));
    expect(timer()).toHaveTextContent('1 दिन 01 घंटा 01 मिनट 01 सेकंड');
    expect(summary()).toHaveTextContent('1 दिन बाकी');
    advance(2 * HOUR);
    expect(timer()).toHaveTextContent('23 घंटे');
    expect(summary()).toHaveTextContent('23 घंटे बाकी');
  });
});
