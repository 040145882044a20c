/**
 * A garba step's video, from the link ops paste: a YouTube page or a hosted video file. YouTube
 * is played from its privacy-enhanced host (no cookies until the member presses play); a file
 * is played by the browser's own player. Anything else is refused, so a page never frames an
 * arbitrary site (docs/decisions/0036).
 */
export type FestivalVideo = { kind: 'youtube'; src: string } | { kind: 'file'; src: string };

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIDEO_FILE = /\.(mp4|webm)$/i;

function youtubeIdOf(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

/** The video a link names, or null when it names neither a YouTube video nor an https file. */
export function festivalVideoOf(link: string): FestivalVideo | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const id = youtubeIdOf(url);
  if (id !== null) {
    return YOUTUBE_ID.test(id)
      ? { kind: 'youtube', src: `${YOUTUBE_EMBED_ORIGIN}/embed/${id}` }
      : null;
  }
  return VIDEO_FILE.test(url.pathname) ? { kind: 'file', src: url.toString() } : null;
}
