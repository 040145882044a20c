import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
} from '@yoga/shared/testing';
import { EMPTY_FESTIVAL_STATE } from '@yoga/shared/domain';
import { campaign, member, pledge, problem } from '../testing/fixtures';
import { FestivalsApp } from './festivals-app';

describe('FestivalsApp, the festival campaigns remote', () => {
  afterEach(() => window.localStorage.clear());

  it('renders nothing on a path it does not own', () => {
    const { container } = renderWithStore(<FestivalsApp />, { route: '/live' });
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the campaigns running today, each with a way in', async () => {
    const server = stubFetch({
      'GET /api/festival/campaigns': json({
        campaigns: [campaign(), campaign({ event: 'ganesh', title: 'Ganesh Chaturthi' })],
      }),
    });
    renderWithStore(<FestivalsApp />, { route: '/cmp' });
    expect(
      await screen.findByRole('heading', { name: 'Festival campaigns', level: 1 }),
    ).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'Open Winter Wellness Pledge' }),
    ).toHaveAttribute('href', '/cmp/winter-wellness');
    expect(screen.getByRole('link', { name: 'Open Ganesh Chaturthi' })).toBeVisible();
    server.restore();
  });

  it('says clearly when no campaign is running', async () => {
    const server = stubFetch({ 'GET /api/festival/campaigns': json({ campaigns: [] }) });
    renderWithStore(<FestivalsApp />, { route: '/cmp' });
    expect(await screen.findByText('No campaign is running today')).toBeVisible();
    server.restore();
  });

  it('shows an ended campaign as back next season, with the way to what runs now', async () => {
    const server = stubFetch({
      'GET /api/festival/campaigns/monsoon': json(
        campaign({ event: 'monsoon', title: 'Monsoon Mindfulness', phase: 'ended' }),
      ),
    });
    renderWithStore(<FestivalsApp />, { route: '/cmp/monsoon' });
    expect(await screen.findByRole('heading', { name: 'Monsoon Mindfulness' })).toBeVisible();
    expect(screen.getByText('Back next season')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the campaigns running now' })).toHaveAttribute(
      'href',
      '/cmp',
    );
    expect(screen.queryByRole('link', { name: 'Make your poster' })).not.toBeInTheDocument();
    server.restore();
  });

  it('says a campaign was not found, and offers a retry when it could not be read', async () => {
    const server = stubFetch({
      'GET /api/festival/campaigns/nowhere': json(problem(404, 'not_found', 'No.'), 404),
      'GET /api/festival/featured-campaign': [
        json(problem(503, 'service_unavailable', 'Busy.'), 503),
        json(campaign()),
      ],
    });
    const { unmount } = renderWithStore(<FestivalsApp />, { route: '/cmp/nowhere' });
    expect(await screen.findByText('There is no such campaign')).toBeVisible();
    unmount();
    renderWithStore(<FestivalsApp />, { route: '/campaign' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winter Wellness Pledge' })).toBeVisible();
    server.restore();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it("shows an occasion's campaign in Hindi, with its poster and pledge", async () => {
      const server = stubFetch({
        'GET /api/festival/occasions/festive': json(campaign({ occasion: 'festive' })),
      });
      renderWithStore(<FestivalsApp />, { route: '/festive' });
      expect(await screen.findByRole('heading', { name: 'सर्दियों का सेहत संकल्प' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'अपना पोस्टर बनाएँ' })).toHaveAttribute(
        'href',
        '/festive/poster',
      );
      expect(screen.getByText('मैं इस सर्दी हर सुबह अभ्यास करूँगी।')).toBeVisible();
      server.restore();
    });
  });

  it('asks a visitor to join before taking the pledge', async () => {
    const server = stubFetch({ 'GET /api/festival/featured-campaign': json(campaign()) });
    renderWithStore(<FestivalsApp />, { route: '/promise' });
    const card = await screen.findByRole('region', { name: 'Join to take the pledge' });
    expect(within(card).getByRole('link', { name: 'Join the challenge' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    server.restore();
  });

  it('lets a member take the pledge once, checks the name first, and ticks it in the festival store', async () => {
    const taken = pledge();
    const server = stubFetch({
      'GET /api/festival/featured-campaign': json(campaign()),
      'GET /api/festival/campaigns/winter-wellness/pledge': [
        json({ pledge: null }),
        json({ pledge: taken }),
      ],
      'POST /api/festival/campaigns/winter-wellness/pledge': json(taken, 201),
      'PUT /api/festival/progress': async (request: Request) => json(await request.json()),
    });
    const { store } = renderWithStore(<FestivalsApp />, { route: '/promise', lead: member });
    const name = await screen.findByLabelText('Your name, as it should print');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha 2');
    await userEvent.click(screen.getByRole('button', { name: 'I take this pledge' }));
    expect(await screen.findByText('Your name can only have letters and spaces.')).toBeVisible();
    expect(server.callsTo('POST /api/festival/campaigns/winter-wellness/pledge')).toHaveLength(0);
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Verma');
    await userEvent.click(screen.getByRole('button', { name: 'I take this pledge' }));
    expect(
      await screen.findByRole('heading', { name: 'You have taken this pledge' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your pledge page' })).toHaveAttribute(
      'href',
      '/pledge/Ab3dEf7hJk',
    );
    const sent = server.callsTo('POST /api/festival/campaigns/winter-wellness/pledge');
    expect(await sent[0]?.request.json()).toEqual({ name: 'Asha Verma' });
    expect(store.getState().festival?.completedTools).toContain('pledge-winter-wellness');
    server.restore();
  });

  it("shows a pledge's public page with the printed name and a join link that credits its member", async () => {
    const server = stubFetch({ 'GET /api/festival/pledges/Ab3dEf7hJk': json(pledge()) });
    renderWithStore(<FestivalsApp />, { route: '/pledge/Ab3dEf7hJk' });
    expect(await screen.findByRole('heading', { name: "Asha Verma's pledge" })).toBeVisible();
    expect(screen.getByText('1,234 people have taken this pledge.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the free challenge' })).toHaveAttribute(
      'href',
      '/join/asha-verma',
    );
    expect(screen.getByRole('link', { name: 'Winter Wellness Pledge' })).toHaveAttribute(
      'href',
      '/cmp/winter-wellness',
    );
    server.restore();
  });

  it('keeps a visitor’s festival progress on the device and hands it to them when they sign in', async () => {
    window.localStorage.setItem(
      'yoga_festival:visitor',
      JSON.stringify({ ...EMPTY_FESTIVAL_STATE, completedTools: ['poster-winter-wellness'] }),
    );
    const server = stubFetch({
      'GET /api/festival/featured-campaign': json(campaign()),
      'GET /api/festival/campaigns/winter-wellness/pledge': json({ pledge: null }),
      'PUT /api/festival/progress': json({
        ...EMPTY_FESTIVAL_STATE,
        completedTools: ['pledge-winter-wellness', 'poster-winter-wellness'],
      }),
    });
    const { store } = renderWithStore(<FestivalsApp />, { route: '/campaign', lead: member });
    expect(await screen.findByText('You made a poster ✓')).toBeVisible();
    expect(await screen.findByText('You took this pledge ✓')).toBeVisible();
    const [sent] = server.callsTo('PUT /api/festival/progress');
    expect(sent).toBeDefined();
    expect((await sent!.request.json()).completedTools).toEqual(['poster-winter-wellness']);
    expect(window.localStorage.getItem('yoga_festival:visitor')).toBeNull();
    expect(store.getState().festival?.completedTools).toEqual([
      'pledge-winter-wellness',
      'poster-winter-wellness',
    ]);
    server.restore();
  });

  it('counts down to Diwali, lights a lamp for each day practised and ticks the tools done', async () => {
    window.localStorage.setItem(
      `yoga_festival:${member.id}`,
      JSON.stringify({ ...EMPTY_FESTIVAL_STATE, completedTools: ['poster-diwali'] }),
    );
    const server = stubFetch({
      'GET /api/festival/occasions/diwali': json(
        campaign({ event: 'diwali', occasion: 'diwali', festival_on: '2099-11-08' }),
      ),
      'GET /api/lead/lead/getleadattendance': json({
        total_attendance: 4,
        total_attended_days: 3,
        challenge_id: 61,
        joined_day: 1,
        sessions: [],
      }),
      'PUT /api/festival/progress': async (request: Request) => json(await request.json()),
    });
    renderWithStore(<FestivalsApp />, { route: '/Diwali', lead: member });
    expect(await screen.findByRole('heading', { name: 'Diwali', level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Diwali is coming' })).toBeVisible();
    expect(
      await screen.findByText('You have lit 3 lamps: one for each day you practised.'),
    ).toBeVisible();
    const tools = screen.getAllByRole('listitem');
    expect(tools.map((tool) => within(tool).getByRole('heading').textContent)).toEqual([
      'Diya card',
      'Rangoli',
      'Healthy festive recipes',
      'Festive poster',
      'Diwali pledge',
      'Promise card',
      'Garba steps',
    ]);
    expect(within(tools[3]!).getByText('Done ✓')).toBeVisible();
    expect(within(tools[4]!).getByText('Not yet')).toBeVisible();
    expect(within(tools[4]!).getByRole('link', { name: 'Open Diwali pledge' })).toHaveAttribute(
      'href',
      '/promise?event=diwali',
    );
    expect(within(tools[6]!).getByRole('link', { name: 'Open Garba steps' })).toHaveAttribute(
      'href',
      '/navratri/garbaTool/1',
    );
    server.restore();
  });
});
