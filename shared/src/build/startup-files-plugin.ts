import { Compilation, sources, type Compiler, type Module } from 'webpack';
import { STARTUP_FILES, type FirstFiles } from '../routing/remote-manifest';
import {
  blockGroup,
  blocksImporting,
  catalogueChunks,
  chunksOf,
  firstFiles,
  modulesOf,
} from './chunk-files';

/** What the federation plugin's share modules carry that this plugin reads. */
type ConsumeSharedModule = Module & { options: { shareKey: string } };
type ProvideSharedModule = Module & { _name: string };

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

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
 * out: which of them a page asks for depends on what it renders.
 */
export class StartupFilesPlugin {
  constructor(private readonly boundaryRequest: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(StartupFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: StartupFilesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = startupFiles(compilation, this.boundaryRequest);
          compilation.emitAsset(STARTUP_FILES, new sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

function startupFiles(compilation: Compilation, boundaryRequest: string): FirstFiles {
  const entryChunks = chunksOf(compilation.entrypoints.values());
  const entryModules = modulesOf(compilation, entryChunks);
  const boundary = blocksImporting(entryModules, boundaryRequest);
  if (boundary.length === 0) {
    throw new Error(`StartupFilesPlugin: the entry has no import('${boundaryRequest}')`);
  }
  const startChunks = chunksOf(boundary.map((block) => blockGroup(compilation, block)));
  const catalogues = catalogueChunks(compilation, modulesOf(compilation, startChunks));
  const providers = new Map(
    entryModules
      .filter((module) => module.type === PROVIDE)
      .map((module) => [(module as ProvideSharedModule)._name, module]),
  );
  const consumed = new Set<string>();
  for (let added = true; added;) {
    added = false;
    for (const module of modulesOf(compilation, startChunks)) {
      if (module.type !== CONSUME) continue;
      const key = (module as ConsumeSharedModule).options.shareKey;
      if (consumed.has(key)) continue;
      consumed.add(key);
      added = true;
      const groups = providers.get(key)?.blocks.map((block) => blockGroup(compilation, block));
      for (const chunk of chunksOf(groups ?? [])) startChunks.add(chunk);
    }
  }
  for (const chunk of entryChunks) startChunks.delete(chunk);
  const publicPath = compilation.outputOptions.publicPath;
  return firstFiles(
    startChunks,
    catalogues,
    typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/',
  );
}
