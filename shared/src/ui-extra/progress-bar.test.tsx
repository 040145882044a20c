import { act, screen } from '@testing-library/react';
import { i18n } from '../i18n/language-state';
import { renderKit } from '../ui/testing/render-kit';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a progressbar named by its visible label with its value', () => {
    renderKit(<ProgressBar label="Your progress" value={4} max={14} />);
    const bar = screen.getByRole('progressbar', { name: 'Your progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '14');
    expect(bar).toHaveAttribute('aria-valuetext', '4 of 14');
    expect(screen.getByText('4 of 14')).toBeVisible();

    act(() => i18n.activate('hi', ['hi-IN']));
    expect(bar).toHaveAttribute('aria-valuetext', '14 में से 4');
  });

  it('keeps the value within its range and takes the caller’s words', () => {
    renderKit(<ProgressBar label="Days" value={20} max={14} valueText="Day 14 of 14" />);
    const bar = screen.getByRole('progressbar', { name: 'Days' });
    expect(bar).toHaveAttribute('aria-valuenow', '14');
    expect(bar).toHaveAttribute('aria-valuetext', 'Day 14 of 14');
  });
});
