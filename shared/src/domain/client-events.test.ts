import { isUntrackedPath } from './client-events';

describe('isUntrackedPath', () => {
  it.each([
    '/kidscamp',
    '/kidscamp/',
    '/kidscamp/download',
    '/kidscamp?code=AB12',
    '/kidscamp#top',
  ])('leaves %s unrecorded', (path) => expect(isUntrackedPath(path)).toBe(true));

  it.each(['/', '/kidscampaign', '/live', '/campaign/download', '/festive?kidscamp=1'])(
    'records %s',
    (path) => expect(isUntrackedPath(path)).toBe(false),
  );
});
