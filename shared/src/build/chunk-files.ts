import {
  Compilation,
  sources,
  type AsyncDependenciesBlock,
  type Chunk,
  type ChunkGroup,
  type Compiler,
  type Module,
} from 'webpack';
import type { FirstFiles, PackageFiles } from '../routing/remote-manifest';

/** Writes `file` beside the build's output, as JSON made by `make` once its chunks are final. */
export function emitJsonReport(
  compiler: Compiler,
  plugin: string,
  file: string,
  make: (compilation: Compilation) => unknown,
): void {
  compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
    compilation.hooks.processAssets.tapPromise(
      { name: plugin, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
      async () => {
        const report = JSON.stringify(await make(compilation));
        compilation.emitAsset(file, new sources.RawSource(report));
      },
    );
  });
}

/** Every chunk of the groups, once. */
export function chunksOf(groups: Iterable<ChunkGroup | null | undefined>): Set<Chunk> {
  const chunks = new Set<Chunk>();
  for (const group of groups) for (const chunk of group?.chunks ?? []) chunks.add(chunk);
  return chunks;
}

export function modulesOf(compilation: Compilation, chunks: Iterable<Chunk>): Module[] {
  return [...chunks].flatMap((chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)]);
}

export function blockGroup(compilation: Compilation, block: AsyncDependenciesBlock) {
  return compilation.chunkGraph.getBlockChunkGroup(block);
}

/** The async blocks of `modules` that import `request` (as written in the source). */
export function blocksImporting(modules: Module[], request: string): AsyncDependenciesBlock[] {
  return modules
    .flatMap((module) => module.blocks)
    .filter((block) =>
      block.dependencies.some(
        (dependency) => (dependency as { request?: string }).request === request,
      ),
    );
}

/** A catalogue module (`locales/<language>.json`): its language, or null for any other module. */
function catalogueLanguage(module: Module): string | null {
  const resource = (module as { resource?: string }).resource ?? '';
  return /[\\/]locales[\\/]([a-z]{2})\.json$/.exec(resource)?.[1] ?? null;
}

/**
 * The message catalogues `modules` import, per language: each is its own chunk, fetched in its
 * language only.
 */
export function catalogueChunks(compilation: Compilation, modules: Module[]): Map<string, Chunk[]> {
  const languages = new Map<string, Chunk[]>();
  for (const block of modules.flatMap((module) => module.blocks)) {
    const chunks = chunksOf([blockGroup(compilation, block)]);
    const language = modulesOf(compilation, chunks).map(catalogueLanguage).find(Boolean);
    if (language) languages.set(language, [...(languages.get(language) ?? []), ...chunks]);
  }
  return languages;
}

/** The scripts and styles of the chunks, sorted, each behind `prefix`. */
export function filesOf(chunks: Iterable<Chunk>, prefix: string): string[] {
  return [
    ...new Set(
      [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file)),
    ),
  ]
    .sort()
    .map((file) => `${prefix}${file}`);
}

/** Files for every page and, per language, the catalogues. */
export function firstFiles(
  chunks: Iterable<Chunk>,
  catalogues: Map<string, Chunk[]>,
  prefix: string,
): FirstFiles {
  return {
    files: filesOf(chunks, prefix),
    languages: Object.fromEntries(
      [...catalogues].map(([language, each]) => [language, filesOf(each, prefix)]),
    ),
  };
}

/** What the federation plugin's share modules carry that is read here. */
type ConsumeSharedModule = Module & { options: { shareKey: string } };
type ProvideSharedModule = Module & { _name: string };

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/** The shared packages the build provides (its entries register them), by name. */
export function sharedProviders(compilation: Compilation): Map<string, Module> {
  const entryModules = modulesOf(compilation, chunksOf(compilation.entrypoints.values()));
  return new Map(
    entryModules
      .filter((module) => module.type === PROVIDE)
      .map((module) => [(module as ProvideSharedModule)._name, module]),
  );
}

/**
 * The shared packages the chunks consume and, through this build's own copy of each, the ones
 * those consume in turn (react-dom/client takes react-dom), each with the chunks of that copy.
 */
export function consumedPackages(
  compilation: Compilation,
  providers: Map<string, Module>,
  chunks: Iterable<Chunk>,
): Map<string, Set<Chunk>> {
  const packages = new Map<string, Set<Chunk>>();
  const pending = [...chunks];
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (!chunk) break;
    for (const module of modulesOf(compilation, [chunk])) {
      if (module.type !== CONSUME) continue;
      const name = (module as ConsumeSharedModule).options.shareKey;
      if (packages.has(name)) continue;
      const provider = providers.get(name);
      const own = chunksOf(provider?.blocks.map((block) => blockGroup(compilation, block)) ?? []);
      packages.set(name, own);
      pending.push(...own);
    }
  }
  return packages;
}

/** Each package's own files and catalogues, behind `prefix`. */
export function packageFiles(
  compilation: Compilation,
  packages: Map<string, Set<Chunk>>,
  prefix: string,
): PackageFiles[] {
  return [...packages]
    .filter(([, chunks]) => chunks.size > 0)
    .map(([name, chunks]) => ({
      name,
      ...firstFiles(chunks, catalogueChunks(compilation, modulesOf(compilation, chunks)), prefix),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
