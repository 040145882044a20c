import { CERTIFICATE_COLOURS } from './certificate-colours';
import { PNG_LAYOUT, SHARE_IMAGE, renderCertificatePng } from './render-png';
import { coverage, decodePng, decodeQrCodes, inkBox, pngHeader } from './testing/read-render';
import {
  SAMPLE_COMPLETION,
  SAMPLE_LONGEST,
  SAMPLE_WORLD_RECORD,
  samplePageUrl,
} from './testing/sample-certificates';

const completion = SAMPLE_COMPLETION;
const devanagari = { ...completion, id: 'D8JR3MNY0QSV5WXA', holder_name: 'हृषिकेश द्विवेदी' };
const worldRecord = SAMPLE_WORLD_RECORD;
const longest = SAMPLE_LONGEST;
const all = [completion, devanagari, worldRecord, longest];
const pageUrl = samplePageUrl;

describe('certificate PNG', () => {
  let pngs: Buffer[];

  beforeAll(async () => {
    pngs = [];
    for (const facts of all) pngs.push(await renderCertificatePng(facts));
  }, 30_000);

  it('is a 1080x1350 PNG', () => {
    for (const png of pngs) {
      expect(pngHeader(png)).toEqual({ signature: true, width: 1080, height: 1350 });
    }
    expect(SHARE_IMAGE).toEqual({ width: 1080, height: 1350 });
  });

  it('is drawn: paper, a border, headings and text in the kit colours', async () => {
    const { width, height, data } = await decodePng(pngs[0]!);
    const counts = new Map<number, number>();
    for (let at = 0; at < data.length; at += 4) {
      const rgb = (data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!;
      counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
    }
    const share = (hex: string) =>
      (counts.get(Number.parseInt(hex.slice(1), 16)) ?? 0) / (width * height);
    expect(share(CERTIFICATE_COLOURS.paper)).toBeGreaterThan(0.5);
    expect(share(CERTIFICATE_COLOURS.paper)).toBeLessThan(0.95);
    expect(share(CERTIFICATE_COLOURS.brand)).toBeGreaterThan(0.01);
    expect(share(CERTIFICATE_COLOURS.ink)).toBeGreaterThan(0.005);
    expect(share(CERTIFICATE_COLOURS.accent)).toBeGreaterThan(0.001);
  });

  it('has a QR code that a camera reads as the verify page', async () => {
    expect(await decodeQrCodes(pngs)).toEqual(all.map(pageUrl));
  });

  it('keeps the longest name, title and wording clear of the QR code and inside the border', async () => {
    const raster = await decodePng(pngs[all.indexOf(longest)]!);
    const { qr, textWidth } = PNG_LAYOUT;
    const left = (SHARE_IMAGE.width - textWidth) / 2;
    // The text above the QR code: from the heading to just above the code's white square.
    const above = coverage(
      raster,
      { left, right: left + textWidth, top: 100, bottom: qr.y - qr.quietZone - 1 },
      CERTIFICATE_COLOURS.paper,
      CERTIFICATE_COLOURS.ink,
    );
    const text = inkBox(above)!;
    expect(text.bottom + 100).toBeLessThan(qr.y - qr.quietZone - 8);
    // Nothing wider than the text column: the side margins stay paper.
    for (const side of [
      { left: 70, right: left - 4 },
      { left: left + textWidth + 4, right: SHARE_IMAGE.width - 70 },
    ]) {
      const margin = coverage(
        raster,
        { ...side, top: 70, bottom: SHARE_IMAGE.height - 70 },
        CERTIFICATE_COLOURS.paper,
        CERTIFICATE_COLOURS.ink,
      );
      expect(inkBox(margin)).toBeNull();
    }
  });
});
