import { resetServiceUrls, setServiceUrls } from '../api/runtime-config';
import { serviceUrlsUnder } from '../domain/services';

/** An answer: a response, a sequence of them (the last repeats), or a function of the request. */
export type StubAnswer =
  Response | Response[] | ((request: Request) => Response | Promise<Response>);

export interface StubbedCall {
  method: string;
  path: string;
  search: string;
  request: Request;
}

export interface FetchStub {
  /** Every call made, in order. */
  readonly calls: StubbedCall[];
  /** The calls to one route, as `METHOD /path`. */
  callsTo(route: string): StubbedCall[];
  /** Sets or replaces the answer of one route. */
  answer(route: string, answer: StubAnswer): void;
  restore(): void;
}

const ORIGIN = 'http://localhost';

/**
 * Stubs `fetch` by method and path, not by call order, so a test says what the server answers
 * and not how many calls a component happens to make: `stubFetch({ 'GET
 * /api/subscription/free-member/active-challenge': jsonResponse(challenge) })`. A call to a route
 * without an answer fails the test with the route's name. The service URLs point at an absolute
 * origin meanwhile, since Node's fetch needs one. Call `restore()` after the test.
 */
export function stubFetch(answers: Record<string, StubAnswer> = {}): FetchStub {
  const routes = new Map(Object.entries(answers));
  const served = new Map<string, number>();
  const calls: StubbedCall[] = [];
  setServiceUrls(serviceUrlsUnder(`${ORIGIN}/api`));
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), ORIGIN),
      init,
    );
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    calls.push({ method: request.method, path: url.pathname, search: url.search, request });
    const answer = routes.get(route);
    if (answer === undefined) throw new Error(`stubFetch: no answer for ${route}`);
    if (typeof answer === 'function') return answer(request);
    if (!Array.isArray(answer)) return answer.clone();
    const index = served.get(route) ?? 0;
    served.set(route, index + 1);
    const response = answer[Math.min(index, answer.length - 1)];
    if (!response) throw new Error(`stubFetch: an empty list of answers for ${route}`);
    return response.clone();
  });
  return {
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    answer: (route, answer) => {
      routes.set(route, answer);
      served.delete(route);
    },
    restore: () => {
      spy.mockRestore();
      resetServiceUrls();
    },
  };
}
