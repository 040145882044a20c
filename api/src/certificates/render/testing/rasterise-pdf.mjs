// Reads certificate PDFs as a reader would, with pdfjs: the first page's size, its text layer, the
// fonts it draws with, and the page drawn to a PNG. pdfjs ships only ES modules and the API's tests
// run as CommonJS, so the tests run this in a child process:
//
//   node rasterise-pdf.mjs [--qr] <pixels-per-point> <pdf> <png-out> [<pdf> <png-out> ...]
//
// It prints a JSON array, one entry per PDF: { view, width, height, text, fonts, qr }, where text
// is pdfjs's text items ({ str, fontName, transform, width, height }, in points from the bottom
// left) and qr what a QR decoder reads in the whole page drawn (with --qr; else null).
import { readFileSync, writeFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const options = process.argv.slice(2);
const withQr = options[0] === '--qr';
const [scaleArgument, ...files] = withQr ? options.slice(1) : options;
const scale = Number(scaleArgument);
if (!(scale > 0) || files.length === 0 || files.length % 2 !== 0) {
  console.error('usage: node rasterise-pdf.mjs [--qr] <pixels-per-point> <pdf> <png-out> [...]');
  process.exit(2);
}

async function read(pdfPath, pngPath) {
  const pdf = await getDocument({
    data: new Uint8Array(readFileSync(pdfPath)),
    // Only the fonts the PDF carries: a font that is not embedded must show, not be stood in for.
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale });
    const { canvas, context } = pdf.canvasFactory.create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    writeFileSync(pngPath, await canvas.encode('png'));

    const content = await page.getTextContent();
    const text = content.items
      .filter((item) => 'str' in item && item.str !== '')
      .map(({ str, fontName, transform, width, height }) => ({
        str,
        fontName,
        transform,
        width,
        height,
      }));
    // Each font the text is drawn with, as pdfjs loaded it; missingFile: not embedded.
    const fonts = [...new Set(text.map((item) => item.fontName))].map((fontName) => {
      const font = page.commonObjs.get(fontName);
      return { fontName, name: font.name, missingFile: font.missingFile };
    });
    let qr = null;
    if (withQr) {
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      qr = jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    }
    return { view: page.view, width: canvas.width, height: canvas.height, text, fonts, qr };
  } finally {
    await pdf.destroy();
  }
}

const pages = [];
for (let index = 0; index < files.length; index += 2) {
  pages.push(await read(files[index], files[index + 1]));
}
process.stdout.write(`${JSON.stringify(pages)}\n`);
