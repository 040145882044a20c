import { API_SERVICE_NAMES, SERVICE_NAMES, serviceUrlsUnder } from './services';

describe('the service table', () => {
  it('lists every API service, and the browser-called ones apart', () => {
    expect(API_SERVICE_NAMES).toEqual([
      'lead',
      'auth',
      'user',
      'subscription',
      'gamification',
      'festival',
      'config',
    ]);
    expect(SERVICE_NAMES).toEqual([
      'lead',
      'auth',
      'user',
      'subscription',
      'gamification',
      'festival',
    ]);
  });

  it('places each browser-called service under one base URL', () => {
    expect(serviceUrlsUnder('/api')).toEqual({
      lead: '/api/lead',
      auth: '/api/auth',
      user: '/api/user',
      subscription: '/api/subscription',
      gamification: '/api/gamification',
      festival: '/api/festival',
    });
    expect(serviceUrlsUnder('https://api.example').lead).toBe('https://api.example/lead');
  });
});
