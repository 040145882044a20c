// Poster bench (issue 23): how long a member waits from "Make my poster" to the finished
// 1080x1920 poster on screen, in Debian's Chromium with the CPU slowed 4x (Lighthouse's phone),
// for the first poster of a visit (the font is fetched) and for the next (it is not). It reports
// figures; it asserts none, since they depend on how busy the machine is.
const { parseArgs } = require('node:util');
const { withBenchBrowser } = require('./bench-server');

const NAME = 'क्षितिज श्रीप्रिया';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value) => `${Math.round(value)} ms`;

/** One visit: two posters one after the other, each timed from the tap to the image shown. */
async function visit(browser, base) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/ganeshChaturthi/poster`);
  await page.getByLabel('Your name, as it should print').fill(NAME);
  const make = page.getByRole('button', { name: 'Make my poster' });
  await make.waitFor();
  const times = [];
  for (let poster = 0; poster < 2; poster++) {
    const started = await page.evaluate(() => performance.now());
    await make.click();
    // Shown means decoded: the image is on the screen, not only made.
    await page.locator(`img[alt*="${NAME}"]`).evaluate((image) => image.decode());
    times.push((await page.evaluate(() => performance.now())) - started);
  }
  await context.close();
  return times;
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, url: { type: 'string' } },
  });
  const runs = Number(values.runs);
  await withBenchBrowser(values.url, async (browser, base) => {
    const first = [];
    const next = [];
    for (let run = 0; run < runs; run++) {
      const [cold, warm] = await visit(browser, base);
      first.push(cold);
      next.push(warm);
    }
    console.log(`Poster ready, 4x CPU slowdown, ${runs} visits (median, min-max):`);
    console.log(
      `  first of a visit  ${ms(median(first))}  (${ms(Math.min(...first))} – ${ms(Math.max(...first))})`,
    );
    console.log(
      `  next              ${ms(median(next))}  (${ms(Math.min(...next))} – ${ms(Math.max(...next))})`,
    );
  });
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
