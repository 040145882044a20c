import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';
import { renderKit } from '../ui/testing/render-kit';

const TABS = [
  { id: 'india', label: 'India', panel: 'All of India' },
  { id: 'state', label: 'My state', panel: 'Maharashtra' },
  { id: 'friends', label: 'Friends', panel: 'People you invited' },
];

describe('Tabs', () => {
  it('shows the first tab, with one tab stop for the whole list', async () => {
    renderKit(<Tabs label="Leaderboard" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Leaderboard' })).toBeInTheDocument();
    const india = screen.getByRole('tab', { name: 'India' });
    expect(india).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'India' })).toHaveTextContent('All of India');
    expect(screen.getByRole('tab', { name: 'My state' })).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    expect(india).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End, and tells the caller', async () => {
    const onSelect = jest.fn();
    renderKit(<Tabs label="Leaderboard" tabs={TABS} onSelect={onSelect} />);
    await userEvent.tab();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My state' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Maharashtra');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'India' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'India' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([
      'state',
      'friends',
      'india',
      'friends',
      'india',
    ]);
  });

  it('selects a tab on click and follows a controlled selection', async () => {
    const { rerender } = renderKit(<Tabs label="Views" tabs={TABS} selected="friends" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('People you invited');
    rerender(<Tabs label="Views" tabs={TABS} selected="state" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Maharashtra');

    rerender(<Tabs label="Views" tabs={TABS} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Friends' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('People you invited');
  });
});
