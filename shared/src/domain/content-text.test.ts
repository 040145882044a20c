import { contentText } from './content-text';

describe('a content text in the member’s language', () => {
  it.each([
    ['en', 'Sun salutations', 'सूर्य नमस्कार', 'Sun salutations'],
    ['hi', 'Sun salutations', 'सूर्य नमस्कार', 'सूर्य नमस्कार'],
    ['hi', 'Sun salutations', null, 'Sun salutations'],
    ['hi', 'Sun salutations', undefined, 'Sun salutations'],
    ['hi', 'Sun salutations', '', 'Sun salutations'],
    ['hi', 'Sun salutations', '  ', 'Sun salutations'],
    ['en', 'Sun salutations', null, 'Sun salutations'],
  ] as const)('%s of (%s, %s) is %s', (language, english, hindi, shown) => {
    expect(contentText(language, english, hindi)).toBe(shown);
  });
});
