import { createBatchedLookup } from './batched-lookup';

describe('a batched lookup', () => {
  it('answers the lookups of one turn of the event loop with one load of their distinct keys', async () => {
    const loads: string[][] = [];
    const lookup = createBatchedLookup(async (keys: string[]) => {
      loads.push(keys);
      return new Map(keys.filter((key) => key !== 'nobody').map((key) => [key, key.length]));
    });
    const answers = await Promise.all(['asha', 'meera', 'asha', 'nobody'].map(lookup.get));
    expect(answers).toEqual([4, 5, 4, null]);
    expect(loads).toEqual([['asha', 'meera', 'nobody']]);
    // Nothing is kept: a later turn loads again.
    expect(await lookup.get('asha')).toBe(4);
    expect(loads).toHaveLength(2);
  });

  it('splits a large turn into loads of at most maxBatch keys', async () => {
    const sizes: number[] = [];
    const lookup = createBatchedLookup(
      async (keys: number[]) => {
        sizes.push(keys.length);
        return new Map(keys.map((key) => [key, key]));
      },
      10,
      3,
    );
    await Promise.all(Array.from({ length: 25 }, (_, key) => lookup.get(key)));
    expect(sizes).toEqual([10, 10, 5]);
  });

  it('rejects every lookup of a load that fails', async () => {
    const lookup = createBatchedLookup<string, number>(async () => {
      throw new Error('database away');
    });
    const answers = await Promise.allSettled([lookup.get('a'), lookup.get('b')]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
