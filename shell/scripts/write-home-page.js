// Writes the pages the API serves at /, one per language (home.<language>.html): the built
// index.html with the header and the opening of the home page already inside #root, in that
// language, so they show before the scripts arrive.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { PRERENDER_DIR } = require('@yoga/shared/build');
const { LANGUAGES } = require('@yoga/shared/domain');

const shellDir = path.join(__dirname, '..');
const { renderHomeShell } = require(path.join(shellDir, PRERENDER_DIR, 'prerender.js'));

const html = readFileSync(path.join(shellDir, 'dist', 'index.html'), 'utf8');
const emptyRoot = /<div id="?root"?><\/div>/;
const htmlLang = /<html lang="?en"?>/;
if (!emptyRoot.test(html)) throw new Error('dist/index.html has no empty #root to fill');
if (!htmlLang.test(html)) throw new Error('dist/index.html has no <html lang="en">');
for (const language of LANGUAGES) {
  writeFileSync(
    path.join(shellDir, PRERENDER_DIR, `home.${language}.html`),
    html
      .replace(htmlLang, `<html lang="${language}">`)
      .replace(emptyRoot, () => `<div id="root">${renderHomeShell(language)}</div>`),
  );
}
