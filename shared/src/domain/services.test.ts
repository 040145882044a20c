import { SERVICE_NAMES, serviceUrlsUnder } from './services';

describe('the service table', () => {
  it('lists every service', () => {
    expect(SERVICE_NAMES).toEqual([
      'lead',
      'auth',
      'user',
      'subscription',
      'gamification',
      'festival',
      'config',
    ]);
  });

  it('places each service under one base URL', () => {
    expect(serviceUrlsUnder('/api')).toEqual({
      lead: '/api/lead',
      auth: '/api/auth',
      user: '/api/user',
      subscription: '/api/subscription',
      gamification: '/api/gamification',
      festival: '/api/festival',
      config: '/api/config',
    });
    expect(serviceUrlsUnder('https://api.example').lead).toBe('https://api.example/lead');
  });
});
