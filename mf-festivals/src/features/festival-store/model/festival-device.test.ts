import { EMPTY_FESTIVAL_STATE } from '@yoga/shared/domain';
import {
  claimVisitorFestival,
  festivalStorageKey,
  readDeviceFestival,
  saveDeviceFestival,
} from './festival-device';

const progress = (tools: string[]) => ({ ...EMPTY_FESTIVAL_STATE, completedTools: tools });

describe('festival progress on the device', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a visitor’s and each member’s apart', () => {
    saveDeviceFestival(window.localStorage, null, progress(['poster']));
    saveDeviceFestival(window.localStorage, 7, progress(['pledge']));
    expect(readDeviceFestival(window.localStorage, null).completedTools).toEqual(['poster']);
    expect(readDeviceFestival(window.localStorage, 7).completedTools).toEqual(['pledge']);
    expect(readDeviceFestival(window.localStorage, 8)).toEqual(EMPTY_FESTIVAL_STATE);
  });

  it('reads what it cannot understand as no progress', () => {
    window.localStorage.setItem(festivalStorageKey(null), '{not json');
    expect(readDeviceFestival(window.localStorage, null)).toEqual(EMPTY_FESTIVAL_STATE);
    window.localStorage.setItem(festivalStorageKey(null), JSON.stringify({ completedTools: 'x' }));
    expect(readDeviceFestival(window.localStorage, null)).toEqual(EMPTY_FESTIVAL_STATE);
  });

  it('gives a member signing in what they did as a visitor, once', () => {
    saveDeviceFestival(window.localStorage, null, progress(['poster']));
    saveDeviceFestival(window.localStorage, 7, progress(['pledge']));
    expect(claimVisitorFestival(window.localStorage, 7).completedTools).toEqual([
      'pledge',
      'poster',
    ]);
    expect(window.localStorage.getItem(festivalStorageKey(null))).toBeNull();
    // A second member on the same phone does not get it.
    expect(claimVisitorFestival(window.localStorage, 8)).toEqual(EMPTY_FESTIVAL_STATE);
  });
});
