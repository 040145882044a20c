import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '../domain/languages';

/** One `locales/` folder: its language files, and the package whose code must use its ids. */
interface CatalogueFolder {
  dir: string;
  packageDir: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'coverage']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full);
    return [full];
  });
}

/** The `{arguments}` of a compiled message, plural and select branches included. */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , choices] = token;
    into.add(name);
    if (typeof choices !== 'object' || choices === null) continue;
    for (const branch of Object.values(choices)) {
      if (Array.isArray(branch)) argumentsOf(branch as CompiledMessage, into);
    }
  }
  return into;
}

/** The `<0>…</0>` element slots a message hands to `Trans`. */
const slotsOf = (message: string) =>
  [...message.matchAll(/<(\d+)>/g)].map((m) => m[1] ?? '').sort();

const sameSet = (a: Iterable<string>, b: Iterable<string>) =>
  [...a].sort().join('|') === [...b].sort().join('|');

/**
 * Every problem with the site's message catalogues under `repoRoot`: a language file missing, an
 * id in one language and not the other, a message that is not valid ICU or whose placeholders or
 * element slots differ between languages, an id no code of its package uses, and an id the code
 * uses that no catalogue has. Ids are found in code as string literals starting with a namespace.
 */
export function checkCatalogues(repoRoot: string, packageDirs: string[]): string[] {
  const problems: string[] = [];
  const sourcesOf = (packageDir: string) => {
    const src = path.join(repoRoot, packageDir, 'src');
    return existsSync(src) ? filesUnder(src) : [];
  };
  const folders: CatalogueFolder[] = packageDirs.flatMap((packageDir) =>
    sourcesOf(packageDir)
      .filter((file) => /[\\/]locales[\\/]en\.json$/.test(file))
      .map((file) => ({ dir: path.dirname(file), packageDir })),
  );
  const known = new Map<string, string>();
  const namespaces = new Set<string>();
  const literalsByPackage = new Map<string, Set<string>>();

  for (const folder of folders) {
    const where = path.relative(repoRoot, folder.dir);
    const catalogues = new Map<string, Record<string, string>>();
    for (const language of LANGUAGES) {
      try {
        catalogues.set(
          language,
          JSON.parse(readFileSync(path.join(folder.dir, `${language}.json`), 'utf8')),
        );
      } catch (error) {
        problems.push(`${where}/${language}.json cannot be read: ${String(error)}`);
      }
    }
    const english = catalogues.get('en') ?? {};
    for (const [language, messages] of catalogues) {
      for (const id of Object.keys(english)) {
        if (!(id in messages)) problems.push(`${where}/${language}.json lacks "${id}"`);
      }
      for (const [id, message] of Object.entries(messages)) {
        if (!(id in english))
          problems.push(`${where}/${language}.json has "${id}", English has not`);
        let compiled: CompiledMessage;
        try {
          compiled = compileMessageOrThrow(message);
        } catch (error) {
          problems.push(`${where}/${language}.json "${id}" is not valid ICU: ${String(error)}`);
          continue;
        }
        const source = english[id];
        if (language === 'en' || source === undefined) continue;
        if (!sameSet(argumentsOf(compiled), argumentsOf(compileMessageOrThrow(source)))) {
          problems.push(`${where}/${language}.json "${id}" has other {placeholders} than English`);
        }
        if (!sameSet(slotsOf(message), slotsOf(source))) {
          problems.push(`${where}/${language}.json "${id}" has other <n> elements than English`);
        }
      }
    }
    for (const id of Object.keys(english)) {
      known.set(id, folder.packageDir);
      namespaces.add(id.split('.')[0] ?? id);
    }
  }

  for (const packageDir of packageDirs) {
    const literals = new Set<string>();
    for (const file of sourcesOf(packageDir)) {
      if (!SOURCE.test(file) || TEST.test(file)) continue;
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/(['"`])([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)\1/g)) {
        const literal = match[2] as string;
        if (!namespaces.has(literal.split('.')[0] ?? '')) continue;
        literals.add(literal);
        if (!known.has(literal)) {
          problems.push(
            `${path.relative(repoRoot, file)} uses "${literal}", which no catalogue has`,
          );
        }
      }
    }
    literalsByPackage.set(packageDir, literals);
  }

  for (const [id, packageDir] of known) {
    if (!literalsByPackage.get(packageDir)?.has(id)) {
      problems.push(`"${id}" (${packageDir}) is used by no code of ${packageDir}`);
    }
  }
  return problems;
}
