import { NAME_MAX_LENGTH, checkName, normaliseName } from './member-name';

describe('checkName (spec: letters and spaces only)', () => {
  it.each(['Asha', 'Asha Verma', 'Zoë Ångström', 'आशा वर्मा', 'மீனா', '  Rohan   Mehta  '])(
    'accepts %p',
    (name) => {
      expect(checkName(name)).toBeNull();
    },
  );

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['Asha1', 'not-letters'],
    ['Asha_Verma', 'not-letters'],
    ['Asha-Verma', 'not-letters'],
    ["D'Souza", 'not-letters'],
    ['Asha.', 'not-letters'],
    ['<script>', 'not-letters'],
    ['Asha\tVerma', null],
    ['a'.repeat(NAME_MAX_LENGTH + 1), 'too-long'],
  ])('judges %p as %p', (name, problem) => {
    expect(checkName(name)).toBe(problem);
  });
});

describe('normaliseName', () => {
  it('trims and folds spaces', () => {
    expect(normaliseName('  Asha \t  Verma ')).toBe('Asha Verma');
  });
});
