import type { Compilation, Compiler } from 'webpack';
import { STARTUP_FILES, type StartupFiles } from '../routing/remote-manifest';
import {
  blockGroup,
  blocksImporting,
  catalogueChunks,
  chunksOf,
  consumedPackages,
  emitJsonReport,
  firstFiles,
  modulesOf,
  packageFiles,
  sharedProviders,
} from './chunk-files';

/**
 * Writes `STARTUP_FILES`: the scripts and styles the host fetches as soon as its entry runs,
 * before it can render anything. The entry's async boundary (`import('./bootstrap')`) is fetched,
 * and only once it arrives does the federation runtime ask for each shared package it consumes
 * (React, the store, the router...), one round trip after another on a slow network. The server
 * names these files in every page's `<link rel=preload>`, so they download beside the entry
 * (docs/decisions/0033).
 *
 * The list is the boundary's chunk group and, for every package it consumes (and the ones those
 * consume), the chunks of the host's own provider of it: with one copy of each package in the
 * site, the host's is the one loaded first. Then the host's own catalogues that the boundary
 * imports, per language. The shared package's catalogues (the kit's, its problem texts) are left
 * out: which of them a page asks for depends on what it renders. The packages it loads are named,
 * so that a remote's page fetches its own copy of the others only (see `ConsumerFiles`).
 */
export class StartupFilesPlugin {
  constructor(private readonly boundaryRequest: string) {}

  apply(compiler: Compiler): void {
    emitJsonReport(compiler, StartupFilesPlugin.name, STARTUP_FILES, (compilation) =>
      startupFiles(compilation, this.boundaryRequest),
    );
  }
}

function startupFiles(compilation: Compilation, boundaryRequest: string): StartupFiles {
  const entryChunks = chunksOf(compilation.entrypoints.values());
  const boundary = blocksImporting(modulesOf(compilation, entryChunks), boundaryRequest);
  if (boundary.length === 0) {
    throw new Error(`StartupFilesPlugin: the entry has no import('${boundaryRequest}')`);
  }
  const startChunks = chunksOf(boundary.map((block) => blockGroup(compilation, block)));
  const catalogues = catalogueChunks(compilation, modulesOf(compilation, startChunks));
  const packages = consumedPackages(compilation, sharedProviders(compilation), startChunks);
  for (const chunks of packages.values()) for (const chunk of chunks) startChunks.add(chunk);
  for (const chunk of entryChunks) startChunks.delete(chunk);
  const publicPath = compilation.outputOptions.publicPath;
  const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
  // The packages the host provides but loads later (for a page of its own, lazily): a remote's
  // page gets the host's copy of those too, as the host registered it first.
  const providers = sharedProviders(compilation);
  const later = new Map(
    [...providers]
      .filter(([name]) => !packages.has(name))
      .map(([name, provider]) => [
        name,
        chunksOf(provider.blocks.map((block) => blockGroup(compilation, block))),
      ]),
  );
  return {
    ...firstFiles(startChunks, catalogues, prefix),
    packages: [...packages.keys()].sort(),
    provided: packageFiles(compilation, later, prefix),
  };
}
