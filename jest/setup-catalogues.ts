import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { compileCatalogue } from '../shared/src/build/compile-catalogue';
import { i18n } from '../shared/src/i18n/language-state';
import { LANGUAGE_LOCALES, isLanguage } from '../shared/src/domain/languages';

/*
 * Components render under the site's one language state. Every catalogue of the shared package and
 * of the package under test is loaded in both languages before each test file, compiled as the
 * build compiles them, and English is active; a test that needs Hindi activates it.
 */
const repo = path.join(__dirname, '..');
const testPath = expect.getState().testPath ?? '';
const packageDir = path.join(repo, path.relative(repo, testPath).split(path.sep)[0] ?? 'shared');

function cataloguesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])locales[\\/][a-z]{2}\.json$/.test(file))
    .map((file) => path.join(dir, file));
}

const files = new Set([
  ...cataloguesUnder(path.join(repo, 'shared/src')),
  ...cataloguesUnder(path.join(packageDir, 'src')),
]);
for (const file of files) {
  const language = path.basename(file, '.json');
  if (!isLanguage(language)) continue;
  i18n.load(language, compileCatalogue(readFileSync(file, 'utf8'), file) as never);
}
i18n.activate('en', [LANGUAGE_LOCALES.en]);
