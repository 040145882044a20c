import type { Language, PosterTemplate } from '@yoga/shared/domain';
import { drawPoster } from './draw-poster';
import { POSTER_DESIGNS, POSTER_WORDS, type PosterFormat, type PosterKind } from './poster-designs';
import { loadPosterFont, posterFont } from './poster-fonts';
import { layoutPoster } from './poster-layout';

export interface PosterRequest {
  kind: PosterKind;
  template: PosterTemplate;
  format: PosterFormat;
  greeting: Language;
  /** The campaign's title (a greeting) or its promise, in the greeting's language. */
  heading: string;
  name: string;
  /** What is printed under the QR code: the short link without its scheme. */
  link: string;
  qrSvg: string;
  /** The member's photo, or a picture drawn for them (their diya). */
  photo: (CanvasImageSource & { width: number; height: number }) | null;
}

function svgImage(svg: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the QR code could not be drawn'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

/**
 * Draws the poster on a canvas of its full size and gives it back as a PNG: the font and the QR
 * code are ready before the first line is measured. Everything happens on the phone.
 */
export async function renderPoster(request: PosterRequest): Promise<Blob> {
  const [qr] = await Promise.all([svgImage(request.qrSvg), loadPosterFont()]);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw on a canvas');
  const words = POSTER_WORDS[request.kind][request.greeting];
  const layout = layoutPoster(
    request.format,
    {
      heading: request.heading,
      wishes: words.wishes,
      name: request.name,
      invite: words.invite,
      scan: words.scan,
      link: request.link,
    },
    (text, size) => {
      context.font = posterFont(size);
      return context.measureText(text).width;
    },
  );
  canvas.width = layout.width;
  canvas.height = layout.height;
  drawPoster(context, layout, {
    design: POSTER_DESIGNS[request.template],
    qr,
    photo: request.photo,
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the poster could not be saved as an image');
  return blob;
}
