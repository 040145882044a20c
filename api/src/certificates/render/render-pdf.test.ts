import type { CertificateFacts } from '../certificate-record';
import { PDF_LAYOUT, PDF_PAGE, renderCertificatePdf } from './render-pdf';
import {
  actualTexts,
  embeddedFonts,
  itemsBetween,
  pageText,
  readPdfs,
  type PdfPage,
  type PdfTextItem,
} from './testing/read-render';
import {
  SAMPLE_COMPLETION,
  SAMPLE_LONGEST,
  SAMPLE_WORLD_RECORD,
  samplePageUrl,
} from './testing/sample-certificates';

const completion = SAMPLE_COMPLETION;
const devanagari = { ...completion, id: 'D8JR3MNY0QSV5WXA', holder_name: 'प्रियंका क्षत्रिय श्रीवास्तव' };
const worldRecord = SAMPLE_WORLD_RECORD;
const longest = SAMPLE_LONGEST;
const pageUrl = samplePageUrl;

const FONTS = [
  'NotoSans-Regular',
  'NotoSans-Bold',
  'NotoSansDevanagari-Regular',
  'NotoSansDevanagari-Bold',
];

describe('certificate PDF', () => {
  const all = [completion, devanagari, worldRecord, longest];
  let pdfs: Buffer[];
  let pages: PdfPage[];
  const read = (facts: CertificateFacts) => {
    const index = all.indexOf(facts);
    return { pdf: pdfs[index]!, page: pages[index]! };
  };

  beforeAll(async () => {
    pdfs = [];
    for (const facts of all) pdfs.push(await renderCertificatePdf(facts));
    pages = await readPdfs(pdfs, 2, { qr: true });
  }, 30_000);

  it('is one A4 landscape page', () => {
    for (const { page } of all.map(read)) {
      expect(page.view).toEqual([0, 0, 841.89, 595.28]);
    }
    const { pdf } = read(completion);
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  });

  it('embeds subsets of Noto Sans and Noto Sans Devanagari, and draws only with them', () => {
    for (const { pdf, page } of all.map(read)) {
      const fonts = embeddedFonts(pdf);
      expect(fonts.map((font) => font.name).sort()).toEqual([...FONTS].sort());
      for (const font of fonts) {
        // A subset of the glyphs drawn: the whole files are 200-600 KB.
        expect(font.bytes).toBeGreaterThan(500);
        expect(font.bytes).toBeLessThan(60_000);
      }
      expect(page.fonts.length).toBeGreaterThan(0);
      for (const font of page.fonts) {
        expect(font).toEqual(expect.objectContaining({ missingFile: false }));
        expect(FONTS).toContain(font.name.replace(/^[A-Z]{6}\+/, ''));
      }
    }
  });

  it('prints a Devanagari name in bold Noto Sans Devanagari', () => {
    const { page } = read(devanagari);
    const name = itemsBetween(page, PDF_LAYOUT.certifies + 5, PDF_LAYOUT.nameRule);
    expect(name.length).toBeGreaterThan(0);
    for (const item of name) {
      const font = page.fonts.find((found) => found.fontName === item.fontName)!;
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSansDevanagari-Bold$/);
      expect(item.transform[0]).toBe(PDF_LAYOUT.name.size);
    }
  });

  it('gives each Devanagari run its real text (ActualText), for copying and search', () => {
    const { pdf } = read(devanagari);
    const texts = actualTexts(pdf);
    expect(texts).toContain('प्रियंका क्षत्रिय श्रीवास्तव');
    expect(texts).toContain('पूर्णता प्रमाणपत्र');
    expect(texts.join(' ')).toContain('लाइव योग सत्रों में भाग लिया।');
    // Only Devanagari is marked: Latin text maps back to its letters by itself.
    expect(texts.join(' ')).not.toMatch(/[A-Za-z]/);
  });

  it('has a text layer with the name, id, challenge, days attended and verify address', () => {
    const text = pageText(read(completion).page);
    expect(text).toContain('Asha Verma');
    expect(text).toContain('Certificate ID C7HQ2LMX9PRT4VWZ');
    expect(text).toContain('Monsoon 14-Day Yoga Challenge');
    expect(text).toContain('12 of the 14 days');
    expect(text).toContain('from 1 to 14 November 2026');
    expect(text).toContain(pageUrl(completion));
    expect(text).toContain('Certificate of Completion');
  });

  it('has a QR code that a camera reads as the verify page', () => {
    for (const facts of all) expect(read(facts).page.qr).toBe(pageUrl(facts));
  });

  it('words a world-record certificate as taking part in the attempt, never as a record', () => {
    const text = pageText(read(worldRecord).page);
    expect(text).toContain('Certificate of Participation');
    expect(text).toContain('took part in the world-record attempt on 7 November 2026');
    expect(text).not.toMatch(/set a world record|record holder|record-holder|holds the/i);
    expect(text).toContain(pageUrl(worldRecord));
  });

  describe('the longest name, title and address', () => {
    const { width, height } = PDF_PAGE;
    const qr = PDF_LAYOUT.qr;
    // A text item's box in points from the top, by how far its font's glyphs reach above and
    // below the baseline (measured with fontkit on this text, rounded up: Noto Sans 0.765 and
    // 0.24 em without accented capitals, Noto Sans Devanagari 0.896 and 0.28 em, 0.35 allowing
    // for a vowel sign under a conjunct).
    const box = (item: PdfTextItem) => {
      const baseline = height - item.transform[5]!;
      const font = read(longest).page.fonts.find((found) => found.fontName === item.fontName)!;
      const [ascent, descent] = font.name.includes('Devanagari') ? [0.9, 0.35] : [0.77, 0.25];
      return {
        left: item.transform[4]!,
        right: item.transform[4]! + item.width,
        top: baseline - ascent * item.height,
        bottom: baseline + descent * item.height,
      };
    };
    const meet = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

    it('shrinks the name onto one line inside the border', () => {
      const { page } = read(longest);
      const name = itemsBetween(page, PDF_LAYOUT.certifies + 5, PDF_LAYOUT.nameRule);
      expect(name.map((item) => item.str).join('')).toBe(longest.holder_name);
      const size = name[0]!.transform[0]!;
      expect(size).toBeLessThan(PDF_LAYOUT.name.size);
      expect(size).toBeGreaterThanOrEqual(16);
      for (const item of name) {
        expect(box(item).left).toBeGreaterThanOrEqual((width - PDF_LAYOUT.textWidth) / 2 - 0.5);
        expect(box(item).right).toBeLessThanOrEqual((width + PDF_LAYOUT.textWidth) / 2 + 0.5);
      }
    });

    it('keeps every line inside the border, clear of the QR code and of each other', () => {
      const { page } = read(longest);
      const quiet = qr.quietZone;
      const code = {
        left: qr.x - quiet,
        right: qr.x + qr.side + quiet,
        top: qr.y - quiet,
        bottom: qr.y + qr.side + quiet,
      };
      const boxes = page.text.map((item) => ({ item, box: box(item) }));
      for (const { item, box: at } of boxes) {
        expect({ str: item.str, clear: !meet(at, code) }).toEqual({ str: item.str, clear: true });
        expect(at.left).toBeGreaterThan(32);
        expect(at.right).toBeLessThan(width - 32);
        expect(at.top).toBeGreaterThan(32);
        expect(at.bottom).toBeLessThan(height - 32);
      }
      // Lines on different baselines never overlap (runs on one baseline sit side by side).
      for (const [index, { item, box: a }] of boxes.entries()) {
        for (const { item: other, box: b } of boxes.slice(index + 1)) {
          if (item.transform[5] === other.transform[5]) continue;
          expect({ pair: [item.str, other.str], meet: meet(a, b) }).toEqual({
            pair: [item.str, other.str],
            meet: false,
          });
        }
      }
      const text = pageText(page);
      expect(text).toContain(longest.challenge_title);
      expect(text).toContain(pageUrl(longest));
    });
  });

  it('reuses the parsed fonts: later documents still embed them and print their own text', async () => {
    // The documents above were rendered first; these go through the fonts parsed by the first.
    const again = [
      { ...completion, id: 'G1NV6QR13TWY8ZAD', holder_name: 'Ravi Kumar' },
      { ...devanagari, id: 'H2PW7RS24VXZ9ABE', holder_name: 'हृषिकेश द्विवेदी' },
    ];
    const later = await Promise.all(again.map(renderCertificatePdf));
    const [first, second] = await readPdfs(later, 1);
    for (const pdf of later) {
      expect(
        embeddedFonts(pdf)
          .map((font) => font.name)
          .sort(),
      ).toEqual([...FONTS].sort());
    }
    expect(pageText(first!)).toContain('Ravi Kumar');
    expect(pageText(first!)).toContain('G1NV6QR13TWY8ZAD');
    expect(pageText(first!)).not.toContain('Asha Verma');
    expect(pageText(second!)).toContain('H2PW7RS24VXZ9ABE');
    expect(second!.fonts.every((font) => !font.missingFile)).toBe(true);
  });
});
