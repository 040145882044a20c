import * as fc from 'fast-check';
import {
  listOperations,
  readOpenApi,
  validRequest,
  type FuzzOperation,
  type OpenApiDocument,
  type ValueHints,
} from '../testing/openapi-fuzz';
import { bearer, signIn, type TestSession } from '../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor, uniquePhone } from '../testing/test-app';
import { STORE_KINDS } from '../testing/test-database';

/**
 * Every operation the OpenAPI document says needs a token answers 401 without one, or 403 to the
 * wrong kind of token, before it reads its input: the path, query and body sent are ones that
 * would be refused with 400 if they were read first. The operations come from the document, so a
 * route added later is walked too; and the document is held to what the routes do: an operation
 * it calls open does not ask a valid request to sign in.
 */

/** A path parameter, query and JSON body no schema of the API accepts. */
const GARBAGE_PATH_SEGMENT = 'not-valid-%20%2Fx';
const GARBAGE_QUERY = 'garbage=1&leadid=not-a-number&slug=%00&kind=nope&channel=%ff';
const TRUNCATED_JSON = '{"garbage": [1, {"$gt": ""}';

/** The error code of an answer, if it is a JSON error. */
function codeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code ?? '');
  } catch {
    return '';
  }
}

const schemesOf = (doc: OpenApiDocument, op: FuzzOperation) =>
  (doc.paths[op.path]?.[op.method.toLowerCase()]?.security ?? []).flatMap(Object.keys);

function garbageRequest(op: FuzzOperation) {
  const path = op.path.replace(/\{[^}]+\}/g, GARBAGE_PATH_SEGMENT);
  return {
    method: op.method as 'GET',
    url: `${path}?${GARBAGE_QUERY}`,
    ...(op.method === 'GET' ? {} : { payload: TRUNCATED_JSON }),
    headers: { 'content-type': 'application/json' },
  };
}

/** Values whose patterns random strings rarely meet, so that sampling a valid request ends. */
const realistic: ValueHints = ({ name }) => {
  if (/phone/i.test(name)) return fc.constant(uniquePhone());
  if (name === 'refreshToken') return fc.constant('not-a-refresh-token-of-anyone-0123456789');
  return undefined;
};

describe.each(STORE_KINDS)('tokens are checked before input on %s', (kind) => {
  const t = testAppFor(kind);
  let doc: OpenApiDocument;
  let operations: FuzzOperation[];
  let member: TestSession;

  beforeAll(async () => {
    doc = await readOpenApi(t.app);
    operations = listOperations(doc, { skip: (path) => path.startsWith('/api/docs') });
    member = await signIn(t, 'Token Checker');
  });

  const answerOf = async (op: FuzzOperation, authorization?: string) => {
    const request = garbageRequest(op);
    const res = await t.app.inject({
      ...request,
      headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
    });
    return `${res.statusCode} ${codeOf(res.body)}`.trim();
  };

  it('answers 401 without a token, and 403 to the wrong kind, whatever the input', async () => {
    const secured = operations.filter((op) => schemesOf(doc, op).length > 0);
    // The member routes, the ops routes and POST lead/joinsession (issue 20) among them.
    expect(secured.length).toBeGreaterThan(40);
    expect(secured.map((op) => op.label)).toContain('POST /api/lead/lead/joinsession');

    const expected: string[] = [];
    const answered: string[] = [];
    for (const op of secured) {
      const schemes = schemesOf(doc, op);
      const cases: Array<[string, string | undefined, string]> = [
        ['no token', undefined, '401 sign_in_required'],
        ['a forged token', 'Bearer forged.token.value', '401 session_expired'],
      ];
      if (!schemes.includes('memberBearer')) {
        cases.push(['a member token', bearer(member.accessToken).authorization, '403 forbidden']);
      }
      if (!schemes.includes('opsToken')) {
        cases.push(['the ops token', bearer(TEST_OPS_TOKEN).authorization, '403 forbidden']);
      }
      for (const [caller, authorization, answer] of cases) {
        // An ops route with a forged token answers 403: any token but the ops one is not ops.
        const wanted =
          caller === 'a forged token' && !schemes.includes('memberBearer')
            ? '403 forbidden'
            : answer;
        expected.push(`${op.label} with ${caller}: ${wanted}`);
        answered.push(`${op.label} with ${caller}: ${await answerOf(op, authorization)}`);
      }
    }
    expect(answered).toEqual(expected);
  });

  it('asks no valid request of an operation it calls open to sign in', async () => {
    const open = operations.filter((op) => schemesOf(doc, op).length === 0);
    expect(open.map((op) => op.label)).toContain('POST /api/lead/lead/register');
    const askedToSignIn: string[] = [];
    for (const op of open) {
      const [request] = fc.sample(validRequest(op, realistic), { seed: 20, numRuns: 1 });
      if (!request) throw new Error(`no valid request for ${op.label}`);
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        headers: request.contentType ? { 'content-type': request.contentType } : {},
      });
      if (res.statusCode === 401 && codeOf(res.body) === 'sign_in_required') {
        askedToSignIn.push(op.label);
      }
    }
    expect(askedToSignIn).toEqual([]);
  });
});
