import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/language-state';
import { Badge } from './badge';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { RemoteUnavailable } from './remote-unavailable';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { renderKit } from './testing/render-kit';

afterEach(() => act(() => i18n.activate('en', ['en-IN'])));

describe('Card', () => {
  it('is a region named by its heading, at the level asked for', () => {
    renderKit(
      <Card as="article" heading="Winter challenge" headingLevel={3}>
        14 days
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Winter challenge' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Winter challenge');
  });
});

describe('Spinner and Skeleton', () => {
  it('the spinner is a status named "Loading…" in the page language, or by its label', () => {
    renderKit(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    act(() => i18n.activate('hi', ['hi-IN']));
    expect(screen.getByRole('status', { name: 'लोड हो रहा है…' })).toBeInTheDocument();
  });

  it('the skeleton is hidden from screen readers', () => {
    const { container } = renderKit(<Skeleton width="10rem" shape="block" />);
    const block = container.querySelector('.kit-skeleton');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '10rem' });
  });
});

describe('EmptyState', () => {
  it('shows the title, the explanation and the action', () => {
    renderKit(
      <EmptyState title="No certificates yet" action={<button type="button">Join</button>}>
        Finish the challenge to earn one.
      </EmptyState>,
    );
    expect(screen.getByText('No certificates yet')).toBeInTheDocument();
    expect(screen.getByText('Finish the challenge to earn one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('is an alert with the message and a retry button that is busy while retrying', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderKit(<ErrorState message="Could not load" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<ErrorState message="Could not load" onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says something went wrong when the caller has no message, and has no button without onRetry', () => {
    renderKit(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('RemoteUnavailable says the part is unavailable, in Hindi too', () => {
    renderKit(<RemoteUnavailable onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the site is unavailable right now.',
    );
    act(() => i18n.activate('hi', ['hi-IN']));
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it('shows its text with its tone', () => {
    renderKit(<Badge tone="success">Live</Badge>);
    expect(screen.getByText('Live')).toHaveClass('kit-badge', 'kit-badge--success');
  });
});
