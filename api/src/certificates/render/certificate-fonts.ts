import { readFileSync } from 'node:fs';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * Noto Sans for Latin and Noto Sans Devanagari for Hindi (SIL Open Font License), from npm, so a
 * fresh machine draws the same certificate as production. Both are embedded in every PDF.
 */
const fontFile = (pkg: string, file: string) =>
  require.resolve(`@expo-google-fonts/${pkg}/${file}`);

export const CERTIFICATE_FONT_FILES = {
  latin: fontFile('noto-sans', '400Regular/NotoSans_400Regular.ttf'),
  latinBold: fontFile('noto-sans', '700Bold/NotoSans_700Bold.ttf'),
  devanagari: fontFile('noto-sans-devanagari', '400Regular/NotoSansDevanagari_400Regular.ttf'),
  devanagariBold: fontFile('noto-sans-devanagari', '700Bold/NotoSansDevanagari_700Bold.ttf'),
} as const;

export type CertificateFont = keyof typeof CERTIFICATE_FONT_FILES;

let loaded: Record<CertificateFont, Buffer> | null = null;

/** The font files' bytes, read once per process. */
export function certificateFonts(): Record<CertificateFont, Buffer> {
  loaded ??= {
    latin: readFileSync(CERTIFICATE_FONT_FILES.latin),
    latinBold: readFileSync(CERTIFICATE_FONT_FILES.latinBold),
    devanagari: readFileSync(CERTIFICATE_FONT_FILES.devanagari),
    devanagariBold: readFileSync(CERTIFICATE_FONT_FILES.devanagariBold),
  };
  return loaded;
}

const LATIN = 'Certificate Noto Sans';
const DEVANAGARI = 'Certificate Noto Sans Devanagari';

let registered = false;

/**
 * The canvas font of a line drawn on the server (the certificate's PNG, a pledge's preview), the
 * files registered with Skia once per process. Skia shapes with HarfBuzz and falls back per
 * character, so one font list serves both scripts.
 */
export function skiaFont(size: number, bold = false): string {
  if (!registered) {
    GlobalFonts.registerFromPath(CERTIFICATE_FONT_FILES.latin, LATIN);
    GlobalFonts.registerFromPath(CERTIFICATE_FONT_FILES.latinBold, LATIN);
    GlobalFonts.registerFromPath(CERTIFICATE_FONT_FILES.devanagari, DEVANAGARI);
    GlobalFonts.registerFromPath(CERTIFICATE_FONT_FILES.devanagariBold, DEVANAGARI);
    registered = true;
  }
  return `${bold ? 'bold ' : ''}${size}px "${LATIN}", "${DEVANAGARI}"`;
}
