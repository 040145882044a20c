/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as routerPackage from 'react-router-dom';
import { NARROWED_SHARES } from '../build/shared-dependencies';

const REPO = path.resolve(__dirname, '../../..');

/** Each narrowed package as the apps would get it unnarrowed. */
const PACKAGES: Record<string, object> = { 'react-router-dom': routerPackage };

/** Code that goes through the federation: each app's sources, not its tests or test helpers. */
function federatedSources(): string[] {
  const roots = readdirSync(REPO)
    .filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mf-'))
    .map((name) => path.join(REPO, name, 'src'));
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'gallery') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  roots.forEach(walk);
  return files;
}

/** Values (not types) a source imports or re-exports from `specifier`. */
function valueNamesImported(source: string, specifier: string): string[] {
  const quoted = specifier.replace(/[/.]/g, (c) => `\\${c}`);
  const statement = new RegExp(
    `(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${quoted}'`,
    'g',
  );
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(statement)) {
    if (typeOnly) continue;
    for (const part of list!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The names a narrowed share re-exports, read from its source's export list. */
function namesShared(module: string): string[] {
  const source = readFileSync(path.join(REPO, 'shared', module), 'utf8');
  const [, list] = /export\s*\{([^}]*)\}\s*from/.exec(source) ?? [];
  return (list ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

describe('narrowed shares (decision 0048)', () => {
  const sources = federatedSources().map((file) => ({
    file: path.relative(REPO, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('reads value imports and skips type-only ones', () => {
    const text = [
      "import { Link, type LinkProps, useParams as params } from 'react-router-dom';",
      "import type { Location } from 'react-router-dom';",
      "export { Navigate } from 'react-router-dom';",
      "import { Other } from 'react-router-dom-extra';",
    ].join('\n');
    expect(valueNamesImported(text, 'react-router-dom')).toEqual(['Link', 'useParams', 'Navigate']);
  });

  it('finds the apps that use the router (so an empty scan cannot pass)', () => {
    const users = sources.filter(({ text }) => valueNamesImported(text, 'react-router-dom').length);
    expect(users.length).toBeGreaterThan(20);
  });

  it.each(Object.entries(NARROWED_SHARES))(
    'every name the apps import from %s is in its share, and the package has it',
    (specifier, module) => {
      const shared = namesShared(module!);
      const real = Object.keys(PACKAGES[specifier] ?? {});
      expect(real.length).toBeGreaterThan(0);
      expect(shared.filter((name) => !real.includes(name))).toEqual([]);
      const missing = sources.flatMap(({ file, text }) =>
        valueNamesImported(text, specifier)
          .filter((name) => !shared.includes(name))
          .map((name) => `${file}: ${name}`),
      );
      expect(missing).toEqual([]);
    },
  );
});
