import { CLIENT_LOG_MAX_EVENTS, CLIENT_LOG_MAX_TEXT } from '../domain/client-events';
import type { ClientLogBatch } from '../models';
import { trackEvent, trackPageView } from './analytics';
import { flushEvents, toClientLogEvent } from './event-beacon';
import { readBlobText } from '../testing';

const AT = new Date('2026-11-28T01:00:00.000Z');
const base = {
  user_type: 'free user' as const,
  session_id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  device_id: '6fa459ea-ee8a-3ca4-894e-db77e160355e',
};

describe('toClientLogEvent', () => {
  it('keeps the page, its spec name and flat properties', () => {
    expect(
      toClientLogEvent(
        { ...base, event: 'video_play', page_path: '/navratri/garbaTool/2', step: 2, ok: true },
        '/elsewhere',
        AT,
      ),
    ).toEqual({
      ...base,
      event: 'video_play',
      occurred_at: '2026-11-28T01:00:00.000Z',
      page_path: '/navratri/garbaTool/2',
      properties: { step: 2, ok: true },
    });
  });

  it('names the page the browser is on when the event names none', () => {
    expect(toClientLogEvent({ ...base, event: 'share_clicked' }, '/live', AT)?.page_path).toBe(
      '/live',
    );
  });

  it('leaves out what the server would refuse, rather than lose the batch', () => {
    const sent = toClientLogEvent(
      {
        ...base,
        event: 'page_view',
        page_name: 'Diwali\u0000 landing',
        nested: { deep: 1 },
        'Bad Key': 'x',
        huge: 1e12,
        long: 'क'.repeat(CLIENT_LOG_MAX_TEXT + 50),
        tab: 'a\tb',
      },
      '/Diwali',
      AT,
    );
    expect(sent?.page_name).toBe('Diwali landing');
    expect(sent?.properties).toEqual({ long: 'क'.repeat(CLIENT_LOG_MAX_TEXT), tab: 'ab' });
  });

  it.each([
    ['a name the server refuses', { ...base, event: 'Page View' }],
    ['a session id that is not one', { ...base, event: 'x', session_id: 'short' }],
  ])('sends nothing for %s', (_name, entry) => {
    expect(toClientLogEvent(entry, '/', AT)).toBeNull();
  });
});

describe('the beacon to internal/logs', () => {
  const sent: { url: string; body: Blob }[] = [];
  const sendBeacon = jest.fn((url: string, body: Blob) => {
    sent.push({ url, body });
    return true;
  });
  /** What the beacons carried, read from their bodies. */
  const beacons = () =>
    Promise.all(
      sent.map(async ({ url, body }) => ({
        url,
        type: body.type,
        batch: JSON.parse(await readBlobText(body)) as ClientLogBatch,
      })),
    );

  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });
  afterAll(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
  beforeEach(() => {
    flushEvents();
    sent.length = 0;
    sendBeacon.mockClear();
  });
  afterEach(() => {
    delete window.dataLayer;
  });

  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  };

  it('sends nothing while the page is in view, then every event in one beacon when it is hidden', async () => {
    trackPageView('/live');
    trackEvent('share_clicked', { channel: 'whatsapp' });
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    const [beacon, ...more] = await beacons();
    expect(more).toEqual([]);
    expect(beacon?.url).toBe('/api/user/internal/logs');
    expect(beacon?.type).toBe('application/json');
    expect(beacon?.batch.events.map((event) => event.event)).toEqual([
      'page_view',
      'share_clicked',
    ]);
    expect(beacon?.batch.events[1]?.properties).toEqual({ channel: 'whatsapp' });
  });

  it('sends a full batch at once, and the rest when the page goes away', async () => {
    const sizes = async () => (await beacons()).map((beacon) => beacon.batch.events.length);
    for (let n = 0; n < CLIENT_LOG_MAX_EVENTS + 3; n += 1) trackEvent('tap', { n });
    expect(await sizes()).toEqual([CLIENT_LOG_MAX_EVENTS]);
    window.dispatchEvent(new Event('pagehide'));
    expect(await sizes()).toEqual([CLIENT_LOG_MAX_EVENTS, 3]);
  });

  it('queues nothing from the kids camp', async () => {
    trackPageView('/kidscamp');
    trackEvent('share', { page_path: '/kidscamp/download' });
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('never throws when the browser refuses a beacon', () => {
    sendBeacon.mockImplementationOnce(() => {
      throw new TypeError('too large');
    });
    trackEvent('tap');
    expect(() => hide()).not.toThrow();
  });
});
