import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Read as written: importing a catalogue gives its compiled form.
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(__dirname, 'locales', `${language}.json`), 'utf8'));
const en = catalogue('en');
const hi = catalogue('hi');

/** The kit's code, tests and gallery left out, as a string literal must be used by the kit itself. */
function kitSource(dir = __dirname): string {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'gallery' ? [] : [kitSource(file)];
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [readFileSync(file, 'utf8')]
        : [];
    })
    .join('\n');
}

describe('kit catalogue', () => {
  it('has the same ids in English and Hindi, all in the kit namespace', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en)) expect(id).toMatch(/^kit\./);
  });

  it('uses every id in the kit code', () => {
    const source = kitSource();
    const unused = Object.keys(en).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });
});
