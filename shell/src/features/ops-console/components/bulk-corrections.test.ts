import { namedMembers } from './bulk-corrections';

describe('namedMembers', () => {
  it('reads one member a line: numbers as E.164, link names in lower case, no blanks or repeats', () => {
    expect(
      namedMembers(
        'asha-verma\n  98765 43210 \n\n+91 98765-43210\nRohan-K\n+971 50 123 4567\nasha-verma',
      ),
    ).toEqual(['asha-verma', '+919876543210', 'rohan-k', '+971501234567']);
  });

  it('is empty for an empty list', () => {
    expect(namedMembers(' \n \n')).toEqual([]);
  });
});
