import { missingDetails } from './missing-details';

const complete = { country_code: 'IN', city: 'Pune', state: 'MH', addresses: 1 };

describe('missingDetails', () => {
  it('asks for nothing when the city, state and an address are known', () => {
    expect(missingDetails(complete)).toEqual([]);
  });

  it('asks for everything a new member in India has not given, in form order', () => {
    expect(missingDetails({ country_code: 'IN', city: null, state: null, addresses: 0 })).toEqual([
      'city',
      'state',
      'address',
    ]);
  });

  it('does not ask a member abroad for an Indian state', () => {
    expect(
      missingDetails({ country_code: 'AE', city: 'Dubai', state: null, addresses: 1 }),
    ).toEqual([]);
    expect(missingDetails({ country_code: 'AE', city: null, state: null, addresses: 1 })).toEqual([
      'city',
    ]);
  });

  it('takes an empty city as not given', () => {
    expect(missingDetails({ ...complete, city: '' })).toEqual(['city']);
  });

  it('asks for an address until there is one, however many there are after', () => {
    expect(missingDetails({ ...complete, addresses: 0 })).toEqual(['address']);
    expect(missingDetails({ ...complete, addresses: 5 })).toEqual([]);
  });
});
