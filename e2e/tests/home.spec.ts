import { expect, test } from '@playwright/test';

/** Counts React renderers the way React DevTools does: every react-dom copy registers itself. */
const countReactRenderers = () => {
  const renderers = new Map<number, unknown>();
  let nextId = 1;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(nextId, renderer);
        return nextId++;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
};

test('the home page shows the running challenge with an Indian-formatted count', async ({
  page,
  request,
}) => {
  const challenge = await (
    await request.get('/api/subscription/free-member/active-challenge')
  ).json();
  // The demo crowd (1,23,456) plus the demo members on this challenge, and anyone who joined since.
  const count: number = challenge.totalregisteration;
  expect(count).toBeGreaterThanOrEqual(123_458);
  const lakhs = Math.floor(count / 100_000);
  const thousands = String(Math.floor((count % 100_000) / 1000)).padStart(2, '0');
  const units = String(count % 1000).padStart(3, '0');

  await page.goto('/');
  const card = page.getByRole('article', { name: 'Winter 14-Day Yoga Challenge' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('registration-count')).toHaveText(`${lakhs},${thousands},${units}`);
  await expect(card).toContainText(/Started on \w{3}, \d{1,2} \w{3} \d{4}/);
  await expect(card).toContainText('Live now · Day 4 of 14');
});

test('exactly one copy of React and the shared singletons is loaded', async ({ page }) => {
  await page.addInitScript(countReactRenderers);
  await page.goto('/');
  await expect(page.getByTestId('registration-count')).toBeVisible();

  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);

  const versions = await page.evaluate(() => {
    type Scope = Record<string, Record<string, { loaded?: boolean; from: string }>>;
    const share = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Scope>> };
      }
    ).__FEDERATION__.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const scope of Object.values(scopes)) {
        for (const [pkg, byVersion] of Object.entries(scope)) {
          for (const [version, entry] of Object.entries(byVersion)) {
            if (entry.loaded)
              loaded[pkg] = [...new Set([...(loaded[pkg] ?? []), `${version}@${entry.from}`])];
          }
        }
      }
    }
    return loaded;
  });
  for (const pkg of ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', '@yoga/shared']) {
    expect(versions[pkg], pkg).toHaveLength(1);
    expect(versions[pkg]![0]).toMatch(/@shell$/);
  }
});
