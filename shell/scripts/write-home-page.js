// Writes the page the API serves at /: the built index.html with the header and the opening of the
// home page already inside #root, so they show before the scripts arrive.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { PRERENDER_DIR } = require('@yoga/shared/build');

const shellDir = path.join(__dirname, '..');
const { renderHomeShell } = require(path.join(shellDir, PRERENDER_DIR, 'prerender.js'));

const html = readFileSync(path.join(shellDir, 'dist', 'index.html'), 'utf8');
const emptyRoot = /<div id="?root"?><\/div>/;
if (!emptyRoot.test(html)) throw new Error('dist/index.html has no empty #root to fill');
writeFileSync(
  path.join(shellDir, PRERENDER_DIR, 'home.html'),
  html.replace(emptyRoot, () => `<div id="root">${renderHomeShell()}</div>`),
);
