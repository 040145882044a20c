import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { jsonResponse as json, renderWithStore, stubFetch } from '@yoga/shared/testing';
import { guessGame, levels, member } from '../testing/fixtures';
import { LeaderboardApp } from './leaderboard-app';

describe('LeaderboardApp, a remote with five routes', () => {
  it('renders nothing on a path it does not own', () => {
    const { container } = renderWithStore(<LeaderboardApp />, { route: '/live', lead: member });
    expect(container).toBeEmptyDOMElement();
  });

  it('moves between its pages without loading the page again', async () => {
    const server = stubFetch({
      'GET /api/gamification/guessandwin/7': json(guessGame()),
      'GET /api/gamification/free-member/levels/7': json(levels),
      'GET /api/gamification/free-member/gifts/7': json({ data: [] }),
    });
    renderWithStore(
      <>
        <Link to="/gifts">to gifts</Link>
        <LeaderboardApp />
      </>,
      { route: '/guessandwin', lead: member },
    );
    expect(await screen.findByRole('heading', { name: 'Guess & Win', level: 1 })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'to gifts' }));
    expect(
      await screen.findByRole('heading', { name: 'Levels and gifts', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
    server.restore();
  });
});
