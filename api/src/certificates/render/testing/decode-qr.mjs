// Reads the QR code in each PNG as a phone's camera would, with jsQR, outside Jest (whose vm
// context makes a decoder's arithmetic many times slower):
//
//   node decode-qr.mjs <png> [<png> ...]
//
// It prints a JSON array of what each code says, null where none was found.
import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';

const texts = [];
for (const file of process.argv.slice(2)) {
  const image = await loadImage(readFileSync(file));
  const context = createCanvas(image.width, image.height).getContext('2d');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  texts.push(jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null);
}
process.stdout.write(`${JSON.stringify(texts)}\n`);
