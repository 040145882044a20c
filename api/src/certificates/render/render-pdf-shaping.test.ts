import type { CertificateFacts } from '../certificate-record';
import { CERTIFICATE_COLOURS } from './certificate-colours';
import { CERTIFICATE_FONT_FILES } from './certificate-fonts';
import { PDF_LAYOUT, PDF_PAGE, renderCertificatePdf } from './render-pdf';
import {
  compareInk,
  coverage,
  decodePng,
  drawReference,
  itemsBetween,
  readPdfs,
  type Coverage,
  type PdfPage,
} from './testing/read-render';
import { SAMPLE_COMPLETION } from './testing/sample-certificates';

/**
 * Issue 13: "Latin and Devanagari shaped correctly (conjuncts and vowel signs right, checked by
 * rendering the PDF to an image)". The PDF's name, drawn by pdfjs, is compared with the same name
 * drawn by Skia, which shapes with HarfBuzz as browsers and phones do, in the same font at the
 * same size. Two drawings that are wrong in the ways a PDF writer gets Devanagari wrong must fail
 * the same comparison, so a pass means something.
 */

// Conjuncts (प्र, क्ष, त्र, श्र, स्त, द्व, ष्ण, त्र्य), reph (र्ति), pre-base ि, ृ below, anusvara.
const NAMES = ['प्रियंका क्षत्रिय श्रीवास्तव', 'हृषिकेश द्विवेदी', 'कृष्णमूर्ति त्र्यंबक'];
const LATIN = 'Tanvi Yāwalkar AVATI';
const DEVANAGARI_BOLD = CERTIFICATE_FONT_FILES.devanagariBold;
const PIXELS_PER_POINT = 2.5;

const facts = (holder_name: string): CertificateFacts => ({ ...SAMPLE_COMPLETION, holder_name });

/** The printed name's ink: the band between "This certifies that" and the rule under the name. */
async function nameInk(page: PdfPage): Promise<{ ink: Coverage; pixels: number }> {
  // The name is the only text between those two (a long one is drawn smaller, a little higher).
  const [item] = itemsBetween(page, PDF_LAYOUT.certifies + 5, PDF_LAYOUT.nameRule);
  const size = item!.transform[0]!;
  const raster = await decodePng(page.png);
  const points = {
    left: 40,
    right: PDF_PAGE.width - 40,
    top: PDF_LAYOUT.certifies + 5,
    bottom: PDF_LAYOUT.nameRule - 1.5,
  };
  const box = {
    left: Math.round(points.left * PIXELS_PER_POINT),
    right: Math.round(points.right * PIXELS_PER_POINT),
    top: Math.round(points.top * PIXELS_PER_POINT),
    bottom: Math.round(points.bottom * PIXELS_PER_POINT),
  };
  const ink = coverage(raster, box, CERTIFICATE_COLOURS.paper, CERTIFICATE_COLOURS.ink);
  return { ink, pixels: size * PIXELS_PER_POINT };
}

/** Alike enough: the same ink width and height within 3%, and 85% of the ink in common. */
const alike = (result: { width: number; height: number; overlap: number }) =>
  Math.abs(result.width - 1) <= 0.03 &&
  Math.abs(result.height - 1) <= 0.05 &&
  result.overlap >= 0.85;

describe('Devanagari in the PDF is shaped as HarfBuzz shapes it', () => {
  let names: { name: string; ink: Coverage; pixels: number }[];

  beforeAll(async () => {
    const printed = [...NAMES, LATIN];
    const pdfs = await Promise.all(printed.map((name) => renderCertificatePdf(facts(name))));
    const pages = await readPdfs(pdfs, PIXELS_PER_POINT);
    names = await Promise.all(
      pages.map(async (page, index) => ({ name: printed[index]!, ...(await nameInk(page)) })),
    );
  }, 30_000);

  it.each(NAMES.map((name, index) => [name, index] as const))(
    '%s matches Skia and HarfBuzz',
    (_name, index) => {
      const { name, ink, pixels } = names[index]!;
      expect(pixels).toBe(PDF_LAYOUT.name.size * PIXELS_PER_POINT);
      const reference = drawReference(name, DEVANAGARI_BOLD, pixels, { shaped: true });
      const result = compareInk(ink, reference, Math.round(pixels / 12));
      expect({ ...result, alike: alike(result) }).toEqual(expect.objectContaining({ alike: true }));
    },
  );

  it('a Latin name with kerning pairs and long vowels matches too', () => {
    const { name, ink, pixels } = names[NAMES.length]!;
    const reference = drawReference(name, CERTIFICATE_FONT_FILES.latinBold, pixels, {
      shaped: true,
    });
    const result = compareInk(ink, reference, Math.round(pixels / 12));
    expect({ ...result, alike: alike(result) }).toEqual(expect.objectContaining({ alike: true }));
  });

  it.each(NAMES.map((name, index) => [name, index] as const))(
    'the comparison fails %s drawn code point by code point (no shaping)',
    (_name, index) => {
      const { name, pixels } = names[index]!;
      const reference = drawReference(name, DEVANAGARI_BOLD, pixels, { shaped: true });
      const unshaped = drawReference(name, DEVANAGARI_BOLD, pixels, { shaped: false });
      const result = compareInk(unshaped, reference, Math.round(pixels / 12));
      expect(alike(result)).toBe(false);
      expect(result.overlap).toBeLessThan(0.5);
    },
  );

  it.each(NAMES.map((name, index) => [name, index] as const))(
    'the comparison fails %s shaped without its conjuncts (a virama shown instead)',
    (_name, index) => {
      const { name, pixels } = names[index]!;
      const reference = drawReference(name, DEVANAGARI_BOLD, pixels, { shaped: true });
      // A zero-width non-joiner after each virama: HarfBuzz then shows the virama, no conjunct.
      const broken = name.replace(/\u094D/g, '\u094D\u200C');
      const result = compareInk(
        drawReference(broken, DEVANAGARI_BOLD, pixels, { shaped: true }),
        reference,
        Math.round(pixels / 12),
      );
      expect(alike(result)).toBe(false);
      expect(result.overlap).toBeLessThan(0.75);
    },
  );
});
