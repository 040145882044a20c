import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkCatalogues } from './catalogue-check';

const repoRoot = path.join(__dirname, '../../..');
/** The browser packages: the shared package, the shell and every remote. */
const browserPackages = [
  'shared',
  'shell',
  ...readdirSync(repoRoot).filter((name) => name.startsWith('mf-')),
];

describe('the site’s message catalogues', () => {
  it('agree between English and Hindi, are all used, and cover every id the code uses', () => {
    expect(checkCatalogues(repoRoot, browserPackages)).toEqual([]);
  });
});

describe('checkCatalogues', () => {
  let root: string;
  const write = (file: string, content: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(
      path.join(root, file),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'catalogue-check-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reports each kind of problem', () => {
    write('app/src/locales/en.json', {
      'app.title': 'Hello {name}',
      'app.unused': 'Nobody says this',
      'app.onlyEnglish': 'Only here',
      'app.link': 'Read <0>this</0>',
      'app.broken': 'Fine',
    });
    write('app/src/locales/hi.json', {
      'app.title': 'नमस्ते {naam}',
      'app.unused': 'यह कोई नहीं कहता',
      'app.onlyHindi': 'सिर्फ़ यहाँ',
      'app.link': 'यह पढ़ें',
      'app.broken': '{oops',
    });
    write(
      'app/src/page.tsx',
      "t('app.title'); t('app.onlyEnglish'); t('app.link'); t('app.broken'); t('app.missing');",
    );
    write('app/src/page.test.tsx', "t('app.unused');");

    expect(checkCatalogues(root, ['app'])).toEqual(
      expect.arrayContaining([
        'app/src/locales/hi.json lacks "app.onlyEnglish"',
        'app/src/locales/hi.json has "app.onlyHindi", English has not',
        'app/src/locales/hi.json "app.title" has other {placeholders} than English',
        'app/src/locales/hi.json "app.link" has other <n> elements than English',
        expect.stringMatching(/^app\/src\/locales\/hi\.json "app\.broken" is not valid ICU/),
        'app/src/page.tsx uses "app.missing", which no catalogue has',
        '"app.unused" (app) is used by no code of app',
      ]),
    );
  });

  it('accepts matching catalogues whose ids the code uses, plurals included', () => {
    write('app/src/locales/en.json', {
      'app.days': '{count, plural, one {# day} other {# days}}',
    });
    write('app/src/locales/hi.json', { 'app.days': '{count, plural, one {# दिन} other {# दिन}}' });
    write('app/src/page.tsx', "t('app.days', { count });");
    expect(checkCatalogues(root, ['app'])).toEqual([]);
  });
});
