import type { PosterDesign } from './poster-designs';
import { drawOrnament } from './draw-ornament';
import { posterFont } from './poster-fonts';
import type { Circle, PosterLayout } from './poster-layout';

/** What a poster is drawn with besides its layout: its design, the QR code and the photo. */
export interface PosterPictures {
  design: PosterDesign;
  qr: CanvasImageSource;
  /** The member's photo, drawn in the top circle in place of the motif; never uploaded. */
  photo: (CanvasImageSource & { width: number; height: number }) | null;
}

function background(context: CanvasRenderingContext2D, layout: PosterLayout, design: PosterDesign) {
  const gradient = context.createLinearGradient(0, 0, 0, layout.height);
  gradient.addColorStop(0, design.background[0]);
  gradient.addColorStop(1, design.background[1]);
  context.fillStyle = gradient;
  context.fillRect(0, 0, layout.width, layout.height);
  const inset = 28;
  context.strokeStyle = design.accent;
  context.lineWidth = 6;
  context.strokeRect(inset, inset, layout.width - 2 * inset, layout.height - 2 * inset);
}

/** The photo, cropped to the circle's square from its middle (the crop happens on the phone). */
function photoInCircle(
  context: CanvasRenderingContext2D,
  photo: NonNullable<PosterPictures['photo']>,
  { cx, cy, r }: Circle,
  accent: string,
) {
  const side = Math.min(photo.width, photo.height);
  context.save();
  context.beginPath();
  context.arc(cx, cy, r, 0, Math.PI * 2);
  context.clip();
  context.drawImage(
    photo,
    (photo.width - side) / 2,
    (photo.height - side) / 2,
    side,
    side,
    cx - r,
    cy - r,
    2 * r,
    2 * r,
  );
  context.restore();
  context.strokeStyle = accent;
  context.lineWidth = 10;
  context.beginPath();
  context.arc(cx, cy, r, 0, Math.PI * 2);
  context.stroke();
}

/**
 * Draws a poster. Each line is one `fillText` with no letter-spacing: the browser shapes the
 * whole line with HarfBuzz, so Devanagari conjuncts and vowel signs come out right (drawing letter
 * by letter, or spacing letters apart, breaks them, decision 0035). The font must be loaded first
 * (`loadPosterFont`).
 */
export function drawPoster(
  context: CanvasRenderingContext2D,
  layout: PosterLayout,
  { design, qr, photo }: PosterPictures,
): void {
  background(context, layout, design);
  if (photo) photoInCircle(context, photo, layout.top, design.accent);
  else drawOrnament(context, design.ornament, layout.top, design.accent);
  context.fillStyle = '#ffffff';
  const pad = layout.qr.size * 0.06;
  context.fillRect(
    layout.qr.x - pad,
    layout.qr.y - pad,
    layout.qr.size + 2 * pad,
    layout.qr.size + 2 * pad,
  );
  context.drawImage(qr, layout.qr.x, layout.qr.y, layout.qr.size, layout.qr.size);
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  if ('letterSpacing' in context) context.letterSpacing = '0px';
  for (const line of layout.lines) {
    context.font = posterFont(line.size);
    context.fillStyle = line.role === 'name' ? design.accent : design.ink;
    context.fillText(line.text, line.x, line.y);
  }
}
