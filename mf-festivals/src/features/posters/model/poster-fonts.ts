import fontUrl from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf';

/**
 * Noto Sans Devanagari Bold (SIL Open Font License), served with the remote: it has Latin as well
 * as Devanagari, so one file (about 76 KB brotli) draws every name the spec's rule allows in
 * either script, the same on every phone. The certificate is drawn in the same family.
 */
export const POSTER_FONT_FAMILY = 'Poster Noto Sans';

/** The canvas font of a line `size` px high; a name in another script falls back to the phone's. */
export const posterFont = (size: number) => `700 ${size}px "${POSTER_FONT_FAMILY}", sans-serif`;

let loading: Promise<void> | null = null;

/**
 * Loads the poster's font once, before anything is measured or drawn: a canvas draws with
 * whatever font it has at that moment, so drawing before it arrived would shape the name in a
 * fallback font. A failed load may be tried again.
 */
export function loadPosterFont(): Promise<void> {
  loading ??= (async () => {
    const face = new FontFace(POSTER_FONT_FAMILY, `url(${fontUrl})`, { weight: '700' });
    document.fonts.add(await face.load());
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
