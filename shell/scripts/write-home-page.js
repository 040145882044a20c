// Writes the pages the API serves, one per language: home.<language>.html for / (the header and
// the opening of the home page already inside #root) and page.<language>.html for every other
// path (the header and the loading line), each with the title and description in that language,
// so they show before the scripts arrive.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { PRERENDER_DIR } = require('@yoga/shared/build');
const { LANGUAGES } = require('@yoga/shared/domain');

const shellDir = path.join(__dirname, '..');
const { renderHomeHead, renderHomeShell, renderPageShell } = require(
  path.join(shellDir, PRERENDER_DIR, 'prerender.js'),
);

const html = readFileSync(path.join(shellDir, 'dist', 'index.html'), 'utf8');
const parts = {
  root: /<div id="?root"?><\/div>/,
  lang: /<html lang="?en"?>/,
  title: /<title>[^<]*<\/title>/,
  description: /<meta name="?description"? content="[^"]*">/,
};
for (const [name, pattern] of Object.entries(parts)) {
  if (!pattern.test(html)) throw new Error(`dist/index.html has no ${name} to fill (${pattern})`);
}
const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const pages = { home: renderHomeShell, page: renderPageShell };
for (const language of LANGUAGES) {
  const head = renderHomeHead(language);
  for (const [page, render] of Object.entries(pages)) {
    writeFileSync(
      path.join(shellDir, PRERENDER_DIR, `${page}.${language}.html`),
      html
        .replace(parts.lang, `<html lang="${language}">`)
        .replace(parts.title, () => `<title>${escape(head.title)}</title>`)
        .replace(
          parts.description,
          () => `<meta name="description" content="${escape(head.description)}">`,
        )
        .replace(parts.root, () => `<div id="root">${render(language)}</div>`),
    );
  }
}
