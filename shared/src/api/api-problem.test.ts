import { checkPrintedName } from './api-problem';

describe('checkPrintedName', () => {
  it('tidies a Latin or Devanagari name', () => {
    expect(checkPrintedName('  Asha   Verma ')).toEqual({ name: 'Asha Verma', problem: null });
    expect(checkPrintedName('आशा वर्मा')).toEqual({ name: 'आशा वर्मा', problem: null });
  });

  it('refuses with the shared problem codes', () => {
    expect(checkPrintedName('   ').problem?.code).toBe('name_empty');
    expect(checkPrintedName('Asha 2').problem?.code).toBe('name_not_letters');
    expect(checkPrintedName('A'.repeat(61)).problem?.code).toBe('name_too_long');
  });
});
