import { GlobalFonts, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { CertificateFacts } from '../certificate-record';
import { CERTIFICATE_COLOURS as colour } from './certificate-colours';
import { CERTIFICATE_FONT_FILES } from './certificate-fonts';
import { eachDarkModule, qrMatrix } from './certificate-qr';
import { certificateText } from './certificate-text';

/** 4:5 portrait: what WhatsApp status and an Instagram post show without cropping. */
export const SHARE_IMAGE = { width: 1080, height: 1350 } as const;

const LATIN = 'Certificate Noto Sans';
const DEVANAGARI = 'Certificate Noto Sans Devanagari';

let registered = false;
function registerFonts(): void {
  if (registered) return;
  GlobalFonts.registerFromPath(CERTIFICATE_FONT_FILES.latin, LATIN);
  GlobalFonts.registerFromPath(CERTIFICATE_FONT_FILES.latinBold, LATIN);
  GlobalFonts.registerFromPath(CERTIFICATE_FONT_FILES.devanagari, DEVANAGARI);
  GlobalFonts.registerFromPath(CERTIFICATE_FONT_FILES.devanagariBold, DEVANAGARI);
  registered = true;
}

// Skia shapes with HarfBuzz and falls back per character, so one font list serves both scripts.
const font = (size: number, bold = false) =>
  `${bold ? 'bold ' : ''}${size}px "${LATIN}", "${DEVANAGARI}"`;

function centred(
  context: SKRSContext2D,
  text: string,
  y: number,
  size: number,
  style: { bold?: boolean; colour: string; maxWidth: number },
): void {
  let fitted = size;
  context.font = font(fitted, style.bold);
  while (fitted > 12 && context.measureText(text).width > style.maxWidth) {
    fitted -= 2;
    context.font = font(fitted, style.bold);
  }
  context.fillStyle = style.colour;
  context.textAlign = 'center';
  context.fillText(text, SHARE_IMAGE.width / 2, y);
}

function paragraph(
  context: SKRSContext2D,
  text: string,
  y: number,
  size: number,
  style: { colour: string; maxWidth: number },
): number {
  context.font = font(size);
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && context.measureText(`${last} ${word}`).width <= style.maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  let baseline = y;
  for (const line of lines) {
    centred(context, line, baseline, size, style);
    baseline += size * 1.5;
  }
  return baseline;
}

/** The certificate as a 1080x1350 PNG for WhatsApp and Instagram, with its QR code. */
export async function renderCertificatePng(facts: CertificateFacts): Promise<Buffer> {
  registerFonts();
  const text = certificateText(facts);
  const canvas = createCanvas(SHARE_IMAGE.width, SHARE_IMAGE.height);
  const context = canvas.getContext('2d');
  const { width, height } = SHARE_IMAGE;

  context.fillStyle = colour.paper;
  context.fillRect(0, 0, width, height);
  context.lineWidth = 10;
  context.strokeStyle = colour.brand;
  context.strokeRect(36, 36, width - 72, height - 72);
  context.lineWidth = 2;
  context.strokeStyle = colour.accent;
  context.strokeRect(58, 58, width - 116, height - 116);

  const maxWidth = width - 200;
  centred(context, text.issuer, 170, 30, { bold: true, colour: colour.brand, maxWidth });
  centred(context, text.title, 260, 60, { bold: true, colour: colour.brand, maxWidth });
  centred(context, text.titleHindi, 330, 42, { bold: true, colour: colour.accent, maxWidth });
  centred(context, text.certifies, 420, 28, { colour: colour.muted, maxWidth });
  centred(context, text.name, 510, 72, { bold: true, colour: colour.ink, maxWidth });
  context.fillStyle = colour.accent;
  context.fillRect(width / 2 - 260, 540, 520, 2);
  const after = paragraph(context, text.statement, 610, 30, { colour: colour.ink, maxWidth });
  paragraph(context, text.statementHindi, after + 10, 28, { colour: colour.ink, maxWidth });

  const qrSide = 220;
  const qrX = (width - qrSide) / 2;
  const qrY = 930;
  context.fillStyle = '#ffffff';
  context.fillRect(qrX - 14, qrY - 14, qrSide + 28, qrSide + 28);
  context.fillStyle = colour.ink;
  eachDarkModule(qrMatrix(text.pageUrl), qrX, qrY, qrSide, (x, y, size) => {
    context.fillRect(x, y, size + 0.3, size + 0.3);
  });
  centred(context, text.scan, qrY + qrSide + 50, 24, { colour: colour.muted, maxWidth });
  centred(context, `${text.id} · ${text.issued}`, height - 110, 22, {
    colour: colour.muted,
    maxWidth,
  });

  return canvas.encode('png');
}
