import {
  RETURN_PATH_PARAM,
  returnPathIn,
  safeReturnPath,
  signInPath,
  withReturnPath,
} from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/gifts', '/gifts'],
    ['/gifts/', '/gifts/'],
    ['/leaderboard?tab=paid', '/leaderboard?tab=paid'],
    ['/live#share', '/live#share'],
    ['/certificate/abc-123', '/certificate/abc-123'],
    ['/join/asha-42?utm_source=whatsapp', '/join/asha-42?utm_source=whatsapp'],
    ['/Diwali/rangoli', '/Diwali/rangoli'],
    ['/a/../gifts', '/gifts'],
    ['/./live', '/live'],
    ['/%E0%A4%AF%E0%A5%8B%E0%A4%97', '/%E0%A4%AF%E0%A5%8B%E0%A4%97'],
    ['/योग', '/%E0%A4%AF%E0%A5%8B%E0%A4%97'],
    ['/loginhelp', '/loginhelp'],
    ['/apiary', '/apiary'],
    ['/live?next=/login', '/live?next=/login'],
  ])('accepts the site path %j as %j', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it.each([
    ['another host', '//evil.example'],
    ['another host with a path', '//evil.example/gifts'],
    ['three slashes', '///evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['an absolute URL of this path', 'https://evil.example/gifts'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a scheme without slashes', 'http:evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash host first', '\\\\evil.example'],
    ['a backslash inside', '/gifts\\..\\..\\evil'],
    ['a relative path', 'gifts'],
    ['a dot path', './gifts'],
    ['an empty string', ''],
    ['a tab before the host', '/\t/evil.example'],
    ['a newline before the host', '/\n/evil.example'],
    ['a carriage return', '/gifts\r'],
    ['a NUL', '/gifts\u0000'],
    ['a DEL', '/gifts\u007f'],
    ['a C1 control', '/gifts\u0085'],
    ['a space', '/gifts page'],
    ['a leading space', ' /gifts'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a line separator', '/gifts\u2028'],
    ['a byte order mark', '\ufeff/gifts'],
    ['a bidi override', '/gifts\u202e'],
    ['an encoded slash first', '/%2F%2Fevil.example'],
    ['an encoded slash first, lower case', '/%2f/evil.example'],
    ['an encoded backslash first', '/%5Cevil.example'],
    ['the sign-in page', '/login'],
    ['the sign-in page with a slash', '/login/'],
    ['the sign-in page with a query', '/login?next=/gifts'],
    ['the code page', '/verify'],
    ['the code page reached by dots', '/gifts/../verify'],
    ['an API path', '/api/lead/get'],
    ['the API root', '/api'],
    ['a remote bundle', '/remotes/mf-leaderboard/remoteEntry.js'],
    ['too long a path', `/${'a'.repeat(1024)}`],
  ])('refuses %s', (_what, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it.each([null, undefined, 42, ['/gifts'], { path: '/gifts' }])('refuses %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('accepts a path of the longest length it allows', () => {
    const longest = `/${'a'.repeat(1023)}`;
    expect(safeReturnPath(longest)).toBe(longest);
  });
});

describe('returnPathIn', () => {
  it('reads the return path of a query string', () => {
    expect(returnPathIn('?next=%2Fgifts')).toBe('/gifts');
    expect(returnPathIn(`?${RETURN_PATH_PARAM}=/live&x=1`)).toBe('/live');
  });

  it('gives null without one or with one not of this site', () => {
    expect(returnPathIn('')).toBeNull();
    expect(returnPathIn('?other=/gifts')).toBeNull();
    expect(returnPathIn('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathIn('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathIn('?next=%2F%5Cevil')).toBeNull();
  });
});

describe('withReturnPath and signInPath', () => {
  it('carry a page of this site', () => {
    expect(signInPath('/gifts')).toBe('/login?next=%2Fgifts');
    expect(signInPath('/leaderboard?tab=paid')).toBe('/login?next=%2Fleaderboard%3Ftab%3Dpaid');
    expect(withReturnPath('/verify', '/live')).toBe('/verify?next=%2Flive');
    expect(withReturnPath('/?lang=hi', '/gifts')).toBe('/?lang=hi&next=%2Fgifts');
  });

  it('carry nothing for home, for no page, or for a path not of this site', () => {
    expect(signInPath('/')).toBe('/login');
    expect(signInPath(null)).toBe('/login');
    expect(signInPath(undefined)).toBe('/login');
    expect(signInPath('/login')).toBe('/login');
    expect(signInPath('/verify?next=%2Fgifts')).toBe('/login');
    expect(signInPath('//evil.example')).toBe('/login');
    expect(withReturnPath('/verify', 'https://evil.example')).toBe('/verify');
  });

  it('round-trips through the query string', () => {
    const path = signInPath('/leaderboard?tab=paid#me');
    expect(returnPathIn(path.slice(path.indexOf('?')))).toBe('/leaderboard?tab=paid#me');
  });
});
