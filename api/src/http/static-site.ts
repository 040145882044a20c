import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '@yoga/shared/domain';

/**
 * The build names every chunk, style sheet and font by its content (`[name].[contenthash:8]`):
 * such a name never holds other bytes, so it is cached for good. Every other file keeps its name
 * across builds (index.html, remoteEntry.js, the build's JSON lists, the offline worker sw.js),
 * so browsers revalidate it on every visit; a list missing a new one would serve it stale.
 */
const CONTENT_NAMED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

function setCacheHeaders(res: SetHeadersResponse, filePath: string): void {
  // A pre-compressed variant (remoteEntry.js.br) is cached like the file it stands for.
  const served = path.basename(filePath).replace(/\.(br|gz)$/, '');
  const cacheControl = CONTENT_NAMED.test(served)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  res.setHeader('cache-control', cacheControl);
  res.setHeader('vary', 'accept-encoding');
}

export interface StaticSite {
  /** Remote folders served under /remotes/<name>/. */
  remotes: string[];
  shellIndex: string;
  /**
   * The pages with their first view already rendered, per language, where built: / (its
   * opening) and every other path (the header and the loading line), from shell/dist-server.
   */
  prerendered: Record<'home' | 'page', Partial<Record<Language, string>>>;
}

/**
 * Serves the built shell at / and each built remote at /remotes/<name>/ from one port. Returns
 * null when the shell has not been built, so an API-only process still starts.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  siteRoot: string,
): Promise<StaticSite | null> {
  const shellDist = path.join(siteRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) return null;

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    cacheControl: false,
    setHeaders: setCacheHeaders,
    preCompressed: true,
    index: false,
    wildcard: false,
  });

  const remotes = readdirSync(siteRoot).filter(
    (name) =>
      name.startsWith('mf-') && existsSync(path.join(siteRoot, name, 'dist', 'mf-manifest.json')),
  );
  for (const name of remotes) {
    await app.register(fastifyStatic, {
      root: path.join(siteRoot, name, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      preCompressed: true,
      index: false,
    });
  }
  // Written by the shell's build (`PRERENDER_DIR` of @yoga/shared/build), beside its dist.
  const prerendered: StaticSite['prerendered'] = { home: {}, page: {} };
  for (const kind of ['home', 'page'] as const) {
    for (const language of LANGUAGES) {
      const page = path.join(siteRoot, 'shell', 'dist-server', `${kind}.${language}.html`);
      if (existsSync(page)) prerendered[kind][language] = page;
    }
  }
  return { remotes, shellIndex: path.join(shellDist, 'index.html'), prerendered };
}
