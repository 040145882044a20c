import { scriptRuns } from './script-runs';

describe('script runs', () => {
  it('keeps a Latin name in one run', () => {
    expect(scriptRuns('Asha Verma')).toEqual([{ script: 'latin', text: 'Asha Verma' }]);
  });

  it('keeps conjuncts, vowel signs and the joiners inside one Devanagari run', () => {
    expect(scriptRuns('क्षत्रिय श्री\u200Dवास्तव')).toEqual([
      { script: 'devanagari', text: 'क्षत्रिय श्री\u200Dवास्तव' },
    ]);
  });

  it('splits a mixed line where the script changes, spaces staying with the run before', () => {
    expect(scriptRuns('प्रियंका Kumar, 12 दिन।')).toEqual([
      { script: 'devanagari', text: 'प्रियंका ' },
      { script: 'latin', text: 'Kumar, 12 ' },
      { script: 'devanagari', text: 'दिन।' },
    ]);
  });
});
