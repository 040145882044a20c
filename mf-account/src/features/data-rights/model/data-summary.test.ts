import { dataSummary, formatInstant } from './data-summary';

describe('dataSummary', () => {
  it('counts the records of each part of the download', () => {
    const exported = JSON.stringify({
      format: 'yoga-member-data/1',
      sections: { profile: { id: 7 }, addresses: [{}, {}], attendance: [], erasure: null },
    });
    expect(dataSummary(exported)).toEqual([
      { name: 'profile', records: 1 },
      { name: 'addresses', records: 2 },
      { name: 'attendance', records: 0 },
      { name: 'erasure', records: 0 },
    ]);
  });

  it('has nothing to say of a file without parts', () => {
    expect(dataSummary('{}')).toEqual([]);
  });
});

describe('formatInstant', () => {
  it('writes an instant in the page’s language', () => {
    const at = '2026-11-29T11:00:00.000Z';
    expect(formatInstant(at, 'en-IN')).toMatch(/29 Nov 2026/);
    expect(formatInstant(at, 'hi-IN')).toMatch(/2026/);
  });
});
