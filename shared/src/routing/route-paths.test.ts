import { matchesRoutePath, routeShape } from './route-paths';

describe('routeShape', () => {
  it.each([
    ['/certificate/:id', '/certificate/:'],
    ['/certificate/[slug]', '/certificate/:'],
    ['/navratri/garbaTool/[stepId]', '/navratri/garbaTool/:'],
    ['/', '/'],
    ['/live', '/live'],
  ])('%s has the shape %s', (pattern, shape) => {
    expect(routeShape(pattern)).toBe(shape);
  });
});

describe('matchesRoutePath', () => {
  it.each([
    ['/', '/'],
    ['/live', '/live'],
    ['/live', '/live/'],
    ['/certificate/:id', '/certificate/abc-123'],
    ['/join/[slug]', '/join/asha-42'],
    ['/Diwali', '/Diwali'],
  ])('%s owns %s', (pattern, pathname) => {
    expect(matchesRoutePath(pattern, pathname)).toBe(true);
  });

  it.each([
    ['/', '/live'],
    ['/', ''],
    ['/live', '/live/now'],
    ['/live', '/lives'],
    ['/certificate/:id', '/certificate'],
    ['/certificate/:id', '/certificate/'],
    ['/certificate/:id', '/certificate/a/b'],
    ['/Diwali', '/diwali'],
    ['/live', '/%2e%2e/etc/passwd'],
    ['/a.b', '/aXb'],
  ])('%s does not own %s', (pattern, pathname) => {
    expect(matchesRoutePath(pattern, pathname)).toBe(false);
  });
});
