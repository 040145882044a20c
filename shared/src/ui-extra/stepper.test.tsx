import { act, screen, within } from '@testing-library/react';
import { i18n } from '../i18n/language-state';
import { Stepper } from './stepper';
import { renderKit } from '../ui/testing/render-kit';

afterEach(() => act(() => i18n.activate('en', ['en-IN'])));

describe('Stepper', () => {
  it('lists every day with its state in its name, today marked as the current date', () => {
    renderKit(
      <Stepper label="Your 14 days" days={['done', 'done', 'missed', 'today', 'future']} />,
    );
    const list = screen.getByRole('list', { name: 'Your 14 days' });
    const days = within(list).getAllByRole('listitem');
    expect(days).toHaveLength(5);
    expect(within(list).getByRole('listitem', { name: 'Day 3: missed' })).toHaveTextContent(
      'Day 3: missed',
    );
    expect(within(list).getByRole('listitem', { name: 'Day 4: today' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(within(list).getByRole('listitem', { name: 'Day 5: coming up' })).toBeInTheDocument();
  });

  it('names a day before the member joined as such, never as missed', () => {
    renderKit(<Stepper label="Your 14 days" days={['before', 'done', 'today']} />);
    expect(screen.getByRole('listitem', { name: 'Day 1: before you joined' })).toBeInTheDocument();
    act(() => i18n.activate('hi', ['hi-IN']));
    expect(screen.getByRole('listitem', { name: 'दिन 1: आपके जुड़ने से पहले' })).toBeInTheDocument();
  });

  it('names the days in Hindi', () => {
    renderKit(<Stepper label="आपके 14 दिन" days={['done', 'missed']} />);
    act(() => i18n.activate('hi', ['hi-IN']));
    expect(screen.getByRole('listitem', { name: 'दिन 1: पूरा किया' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'दिन 2: छूट गया' })).toBeInTheDocument();
  });
});
