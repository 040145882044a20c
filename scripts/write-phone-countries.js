// Writes shared/src/domain/phone-countries-table.ts: libphonenumber-js's countries by dialling
// code, so the country picker does not need the library's metadata in every first view
// (docs/decisions/0032-first-view-speed.md). Run it after upgrading libphonenumber-js; the test
// beside the table fails until then.
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const { getCountries, getCountryCallingCode } = require('libphonenumber-js/min');
const { version } = require('libphonenumber-js/package.json');

const byDialCode = {};
for (const country of getCountries()) {
  (byDialCode[getCountryCallingCode(country)] ??= []).push(country);
}
const rows = Object.entries(byDialCode).map(
  ([dialCode, countries]) => `  '${dialCode}': '${countries.join(' ')}',`,
);
writeFileSync(
  path.join(__dirname, '..', 'shared', 'src', 'domain', 'phone-countries-table.ts'),
  `// Written by scripts/write-phone-countries.js from libphonenumber-js ${version}; do not edit.
export const COUNTRIES_BY_DIAL_CODE: Readonly<Record<string, string>> = {
${rows.join('\n')}
};
`,
);
