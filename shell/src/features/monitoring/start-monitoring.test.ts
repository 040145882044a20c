import { MONITORING_DELAY_MS, startMonitoring, type MonitoringHost } from './start-monitoring';

function host(readyState: DocumentReadyState) {
  const loadListeners: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const page: MonitoringHost = {
    document: { readyState },
    addEventListener: (_type, listener) => loadListeners.push(listener),
    setTimeout: (run, ms) => timers.push({ run, ms }),
  };
  return { page, loadListeners, timers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startMonitoring', () => {
  it('loads nothing without a DSN', () => {
    const { page, loadListeners, timers } = host('complete');
    const load = jest.fn();
    startMonitoring({ dsn: null }, page, load);
    expect([loadListeners.length, timers.length, load.mock.calls.length]).toEqual([0, 0, 0]);
  });

  it('fetches the client only after the load event and a pause, then starts it with the DSN', async () => {
    const { page, loadListeners, timers } = host('loading');
    const startErrorMonitoring = jest.fn();
    const load = jest.fn(async () => ({ startErrorMonitoring }));
    startMonitoring({ dsn: 'https://public@errors.example/7' }, page, load);
    expect(load).not.toHaveBeenCalled();
    expect(timers).toEqual([]);

    loadListeners.forEach((listener) => listener());
    expect(timers.map((timer) => timer.ms)).toEqual([MONITORING_DELAY_MS]);
    expect(load).not.toHaveBeenCalled();

    timers[0]?.run();
    await flush();
    expect(startErrorMonitoring).toHaveBeenCalledWith('https://public@errors.example/7');
  });

  it('waits only the pause on a page that has already loaded', () => {
    const { page, loadListeners, timers } = host('complete');
    startMonitoring({ dsn: 'https://public@errors.example/7' }, page, jest.fn());
    expect([loadListeners.length, timers.length]).toEqual([0, 1]);
  });

  it('logs a client that cannot be fetched, and the page goes on', async () => {
    const { page, timers } = host('complete');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    startMonitoring({ dsn: 'https://public@errors.example/7' }, page, () =>
      Promise.reject(new Error('offline')),
    );
    timers[0]?.run();
    await flush();
    expect(logged).toHaveBeenCalledWith('[shell] monitoring did not start:', expect.any(Error));
    logged.mockRestore();
  });
});
