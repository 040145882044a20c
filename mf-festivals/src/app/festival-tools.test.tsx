import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse as json, renderWithStore, stubFetch } from '@yoga/shared/testing';
import { campaign, garbaStep, member, recipe } from '../testing/fixtures';
import { FestivalsApp } from './festivals-app';

const diwali = campaign({ event: 'diwali', occasion: 'diwali', festival_on: '2099-11-08' });

describe('the Diwali and Navratri tools', () => {
  beforeAll(() => {
    // jsdom lays nothing out, so it has no ResizeObserver; the rangoli board only needs one.
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    // Nor does it draw: the board is a canvas without a context, as the studio allows.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => window.localStorage.clear());

  it('walks the garba steps in order, keeps the place reached and offers to resume there', async () => {
    const server = stubFetch({
      'GET /api/festival/garba/steps': json({ steps: [1, 2, 3].map((step) => garbaStep(step)) }),
      'PUT /api/festival/progress': async (request: Request) => json(await request.json()),
    });
    const { store } = renderWithStore(<FestivalsApp />, {
      route: '/navratri/garbaTool/1',
      lead: member,
    });
    expect(await screen.findByRole('heading', { name: 'Step title 1' })).toBeVisible();
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    expect(screen.getByText(/video for this step is coming soon/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done, next step' }));
    expect(await screen.findByRole('heading', { name: 'Step title 2' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done, next step' }));
    expect(await screen.findByRole('heading', { name: 'Step title 3' })).toBeVisible();
    expect(store.getState().festival?.festivalProgress).toEqual({
      currentStep: 3,
      isCompleted: false,
    });

    await userEvent.click(screen.getByRole('link', { name: 'Step 1: Step title 1' }));
    expect(await screen.findByText('You had reached step 3.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue at step 3' })).toHaveAttribute(
      'href',
      '/navratri/garbaTool/3',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Continue at step 3' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done, I can dance garba!' }));
    expect(await screen.findByText('You have learnt every step. Happy Navratri!')).toBeVisible();
    expect(store.getState().festival?.festivalProgress).toEqual({
      currentStep: 3,
      isCompleted: true,
    });
    server.restore();
  });

  it('says a step does not exist, with the way to step 1', async () => {
    const server = stubFetch({
      'GET /api/festival/garba/steps': json({ steps: [garbaStep(1)] }),
    });
    renderWithStore(<FestivalsApp />, { route: '/navratri/garbaTool/7' });
    expect(await screen.findByText('There is no step 7')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to step 1' })).toHaveAttribute(
      'href',
      '/navratri/garbaTool/1',
    );
    server.restore();
  });

  it('records a YouTube video play when the member starts it, and only then loads the player', async () => {
    const server = stubFetch({
      'GET /api/festival/garba/steps': json({
        steps: [
          garbaStep(1, {
            video: { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/abcDEF12_-3' },
          }),
        ],
      }),
    });
    renderWithStore(<FestivalsApp />, { route: '/navratri/garbaTool/1' });
    const play = await screen.findByRole('button', { name: 'Play the video: Step title 1' });
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    expect(screen.getByTitle('Garba video: Step title 1')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcDEF12_-3?autoplay=1&rel=0&playsinline=1',
    );
    expect(window.dataLayer?.filter((entry) => entry.event === 'video_play')).toEqual([
      expect.objectContaining({ video: 'garba', step: 1, source: 'youtube' }),
    ]);
    delete window.dataLayer;
    server.restore();
  });

  it('scales a recipe to the servings and marks it made when every step is ticked', async () => {
    const server = stubFetch({
      'GET /api/festival/occasions/diwali': json(diwali),
      'GET /api/festival/recipes': json({ recipes: [recipe()] }),
      'PUT /api/festival/progress': async (request: Request) => json(await request.json()),
    });
    const { store } = renderWithStore(<FestivalsApp />, {
      route: '/Diwali/recipes/dry-fruit-laddoo',
      lead: member,
    });
    expect(await screen.findByRole('heading', { name: 'Dry-fruit laddoo' })).toBeVisible();
    const ingredients = screen.getByRole('list', { name: 'Ingredients' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['200 g Dates', '1 tsp Ghee']);
    await userEvent.click(screen.getByRole('button', { name: 'One serving more' }));
    await userEvent.click(screen.getByRole('button', { name: 'One serving more' }));
    expect(screen.getByText('6 servings')).toBeVisible();
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['300 g Dates', '1½ tsp Ghee']);
    expect(screen.getByRole('button', { name: 'Start the timer of step 1 (05:00)' })).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Step 1 done' }));
    expect(screen.getByText('1 of 2 steps done')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Step 2 done' }));
    expect(await screen.findByText('All done! Enjoy it, and share it with someone.')).toBeVisible();
    expect(store.getState().festival?.completedTools).toEqual(
      expect.arrayContaining(['recipe-diwali', 'recipe-diwali-dry-fruit-laddoo']),
    );
    server.restore();
  });

  it('builds a rangoli from patterns with the keyboard alone, with undo and redo', async () => {
    const server = stubFetch({ 'GET /api/festival/occasions/diwali': json(diwali) });
    renderWithStore(<FestivalsApp />, { route: '/Diwali/rangoli' });
    const board = await screen.findByRole('img', { name: /Rangoli board, empty/ });
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '12 times' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dots' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place the Dots pattern' }));
    expect(board).toHaveAccessibleName(
      'Rangoli board: 2 lines, repeated 12 times around the centre',
    );
    await userEvent.click(undo);
    expect(board).toHaveAccessibleName(/Rangoli board, empty/);
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(board).toHaveAccessibleName(
      'Rangoli board: 2 lines, repeated 12 times around the centre',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(board).toHaveAccessibleName(/Rangoli board, empty/);
    server.restore();
  });
});
