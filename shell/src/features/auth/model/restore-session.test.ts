import Cookies from 'js-cookie';
import { INLINE_LEAD_ID } from '@yoga/shared/domain';
import { demoLead, jsonResponse as json, stubFetch, type FetchStub } from '@yoga/shared/testing';
import { makeStore } from '@yoga/shared/host';
import { restoreSession } from './restore-session';

const LEAD = `GET /api/lead/lead/getleadinfo/${demoLead.id}`;

function pageCarries(lead: unknown): void {
  const script = document.createElement('script');
  script.id = INLINE_LEAD_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(lead);
  document.head.append(script);
}

describe('restoring the session at start', () => {
  let server: FetchStub;
  beforeEach(() => {
    Cookies.set('sessiontoken', 'access');
    window.localStorage.setItem('account', JSON.stringify(demoLead));
    server = stubFetch({ [LEAD]: json({ ...demoLead, name: 'From the API' }) });
  });
  afterEach(() => {
    server.restore();
    Cookies.remove('sessiontoken');
    Cookies.remove('leaddetails');
    window.localStorage.clear();
    document.getElementById(INLINE_LEAD_ID)?.remove();
  });

  it('takes the lead the page came with and asks the API for nothing', async () => {
    pageCarries({ ...demoLead, name: 'From the page' });
    const store = makeStore();
    await restoreSession(store);
    expect(server.calls).toEqual([]);
    expect(store.getState().auth.freeMember?.name).toBe('From the page');
    expect(store.getState().auth.leadStatus).not.toBe('loading');
    expect(JSON.parse(Cookies.get('leaddetails') ?? '{}')).toMatchObject({ id: demoLead.id });
  });

  it("asks the API when the page came without it, or with another member's", async () => {
    pageCarries({ ...demoLead, id: demoLead.id + 1 });
    const store = makeStore();
    await restoreSession(store);
    expect(server.callsTo(LEAD)).toHaveLength(1);
    expect(store.getState().auth.freeMember?.name).toBe('From the API');
    expect(store.getState().auth.leadStatus).toBe('settled');
  });

  it('ignores a lead in the page when no one is signed in', async () => {
    Cookies.remove('sessiontoken');
    pageCarries(demoLead);
    const store = makeStore();
    await restoreSession(store);
    expect(server.calls).toEqual([]);
    expect(store.getState().auth.freeMember).toBeNull();
  });
});
