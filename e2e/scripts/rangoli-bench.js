// Rangoli bench (issue 24): frame times while a member draws on the rangoli with 12-fold
// symmetry, in Debian's Chromium with the CPU slowed 4x (Lighthouse's phone). A stroke of 150
// pointer moves circles the board; every animation frame's interval is recorded in the page, on
// an empty board and on one already holding 40 placed patterns (the stroke being drawn is
// painted piece by piece, so a full board should cost the same). It reports figures and asserts
// none: they depend on how busy the machine is.
const { parseArgs } = require('node:util');
const { withBenchBrowser } = require('./bench-server');

const FRAME_MS = 1000 / 60;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** One stroke on the board, its frames' intervals (ms) measured in the page. */
async function strokeFrames(page) {
  const board = page.getByRole('img', { name: /Rangoli board/ });
  await board.scrollIntoViewIfNeeded();
  const box = await board.boundingBox();
  await page.evaluate(() => {
    const frames = [];
    let last = performance.now();
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (!globalThis.rangoliBenchStop) globalThis.requestAnimationFrame(tick);
    };
    globalThis.rangoliBenchStop = false;
    globalThis.rangoliBenchFrames = frames;
    globalThis.requestAnimationFrame(tick);
  });
  const at = (turn) => [
    box.x + box.width * (0.5 + 0.3 * Math.cos(turn)),
    box.y + box.height * (0.5 + 0.3 * Math.sin(turn)),
  ];
  await page.mouse.move(...at(0));
  await page.mouse.down();
  for (let move = 1; move <= 150; move++) await page.mouse.move(...at((move / 150) * Math.PI));
  await page.mouse.up();
  return page.evaluate(() => {
    globalThis.rangoliBenchStop = true;
    // The first interval started before the stroke did.
    return globalThis.rangoliBenchFrames.slice(1);
  });
}

async function visit(browser, base, patterns) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${base}/Diwali/rangoli`);
  await page.getByRole('radio', { name: '12 times' }).check();
  const place = page.getByRole('button', { name: /^Place the/ });
  for (let count = 0; count < patterns; count++) await place.click();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const frames = await strokeFrames(page);
  await context.close();
  return frames;
}

function report(label, frames) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const late = frames.filter((frame) => frame > FRAME_MS * 1.5).length;
  console.log(
    `  ${label.padEnd(24)} ${String(frames.length).padStart(4)} frames  median ${ms(quantile(frames, 0.5))}  p95 ${ms(quantile(frames, 0.95))}  max ${ms(Math.max(...frames))}  over 25 ms: ${late} (${((100 * late) / frames.length).toFixed(1)}%)`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, url: { type: 'string' } },
  });
  const runs = Number(values.runs);
  await withBenchBrowser(values.url, async (browser, base) => {
    const empty = [];
    const full = [];
    for (let run = 0; run < runs; run++) {
      empty.push(...(await visit(browser, base, 0)));
      full.push(...(await visit(browser, base, 40)));
    }
    console.log(`Rangoli, 12-fold, 150-move stroke, 4x CPU slowdown, ${runs} visits each:`);
    report('empty board', empty);
    report('40 patterns placed', full);
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
