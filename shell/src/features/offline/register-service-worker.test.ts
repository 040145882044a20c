import { registerServiceWorker, type RegistrationHost } from './register-service-worker';

function fakeHost(overrides: Partial<RegistrationHost> = {}) {
  const register = jest.fn<Promise<ServiceWorkerRegistration>, [string, RegistrationOptions?]>(() =>
    Promise.resolve({} as ServiceWorkerRegistration),
  );
  const listeners: (() => void)[] = [];
  const host: RegistrationHost = {
    isSecureContext: true,
    location: { protocol: 'https:' },
    document: { readyState: 'interactive' },
    navigator: { serviceWorker: { register } },
    addEventListener: (_type, listener) => listeners.push(listener),
    ...overrides,
  };
  return { host, register, load: () => listeners.forEach((listener) => listener()) };
}

describe('registering the offline worker', () => {
  it('waits for the page to load, then registers /sw.js for the whole site', () => {
    const { host, register, load } = fakeHost();
    registerServiceWorker(host, true);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers at once when the page has already loaded', () => {
    const { host, register } = fakeHost({ document: { readyState: 'complete' } });
    registerServiceWorker(host, true);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a development build', {}, false],
    ['an insecure context', { isSecureContext: false }, true],
    ['a browser without service workers', { navigator: {} }, true],
    ['a page that is not http(s)', { location: { protocol: 'file:' } }, true],
  ])('does nothing in %s', (_case, overrides: Partial<RegistrationHost>, production) => {
    const { host, register, load } = fakeHost({
      ...overrides,
      document: { readyState: 'complete' },
    });
    registerServiceWorker(host, production);
    load();
    expect(register).not.toHaveBeenCalled();
  });

  it('logs a failed registration and lets the page go on', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('blocked by policy');
    const { host, register } = fakeHost({ document: { readyState: 'complete' } });
    register.mockRejectedValueOnce(failure);
    expect(() => registerServiceWorker(host, true)).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('offline worker'), failure);
    error.mockRestore();
  });
});
