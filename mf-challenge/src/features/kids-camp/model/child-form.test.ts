import { CHILD_AGES, childProblems } from './child-form';

describe('the child form', () => {
  const batches = ['morning', 'evening'];
  const draft = { firstName: 'Anaya', age: '7', batch: 'morning' };

  it('offers the camp ages, 5 to 14', () => {
    expect(CHILD_AGES[0]).toBe(5);
    expect(CHILD_AGES.at(-1)).toBe(14);
  });

  it('takes a first name in any script, an age and one of the batches', () => {
    expect(childProblems(draft, batches)).toEqual({});
    expect(childProblems({ ...draft, firstName: 'अनन्या' }, batches)).toEqual({});
  });

  it('names each field that stops it', () => {
    expect(childProblems({ firstName: ' ', age: '', batch: '' }, batches)).toEqual({
      firstName: 'nameEmpty',
      age: 'age',
      batch: 'batch',
    });
    expect(childProblems({ ...draft, firstName: 'Anaya2' }, batches).firstName).toBe('nameLetters');
    expect(childProblems({ ...draft, firstName: 'A'.repeat(61) }, batches).firstName).toBe(
      'nameTooLong',
    );
    expect(childProblems({ ...draft, age: '15' }, batches).age).toBe('age');
    expect(childProblems({ ...draft, batch: 'night' }, batches).batch).toBe('batch');
  });
});
