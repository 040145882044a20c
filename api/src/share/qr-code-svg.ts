import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';

/**
 * Draws QR codes of links as SVG, medium error correction (a photographed or smudged code still
 * scans), with `margin` modules of quiet zone. Drawing costs milliseconds of CPU on a public
 * route and the same links come back, so the last 2,000 drawn are kept.
 */
export function qrCodeSvgs({ margin }: { margin: number }): (link: string) => Promise<string> {
  const drawn = new LRUCache<string, string>({ max: 2000 });
  return async (link) => {
    const cached = drawn.get(link);
    if (cached) return cached;
    const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin });
    drawn.set(link, svg);
    return svg;
  };
}
