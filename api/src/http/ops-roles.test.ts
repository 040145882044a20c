import { OPS_ROLES, type OpsRole } from '@yoga/shared/domain';
import {
  listOperations,
  readOpenApi,
  type FuzzOperation,
  type OpenApiDocument,
} from '../testing/openapi-fuzz';
import { bearer, signInOps, type OpsTestSession } from '../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor } from '../testing/test-app';
import { STORE_KINDS } from '../testing/test-database';

/**
 * Each ops role can do exactly its actions (issue 28). The operations and the role each needs
 * come from the OpenAPI document (`x-ops-role`), so a route added later is walked too. Each is
 * asked by a person holding one role only, with a request whose input no schema accepts: the
 * role's guard answers before the input is read, so the wrong roles get 403 and the right one
 * gets past it (to the input's 400, or an answer).
 */

const operationOf = (doc: OpenApiDocument, op: FuzzOperation) =>
  doc.paths[op.path]?.[op.method.toLowerCase()] as
    { security?: Record<string, string[]>[]; 'x-ops-role'?: OpsRole } | undefined;

function garbageRequest(op: FuzzOperation, token: string) {
  return {
    method: op.method as 'GET',
    url: op.path.replace(/\{[^}]+\}/g, 'not-valid'),
    ...(op.method === 'GET' ? {} : { payload: '{"garbage": [1' }),
    headers: { 'content-type': 'application/json', ...bearer(token) },
  };
}

describe.each(STORE_KINDS)('ops roles on every ops route on %s', (kind) => {
  const t = testAppFor(kind);
  let doc: OpenApiDocument;
  let operations: FuzzOperation[];
  const people = new Map<OpsRole, OpsTestSession>();

  beforeAll(async () => {
    doc = await readOpenApi(t.app);
    operations = listOperations(doc, { skip: (path) => path.startsWith('/api/docs') });
    for (const role of OPS_ROLES) people.set(role, await signInOps(t, [role], `Only ${role}`));
  });

  const answerOf = async (op: FuzzOperation, token: string) => {
    const res = await t.app.inject(garbageRequest(op, token));
    return res.statusCode === 401 || res.statusCode === 403 ? 'refused' : 'let through';
  };

  it('names a role for every route only ops may call', () => {
    const opsOnly = operations.filter((op) => {
      const schemes = (operationOf(doc, op)?.security ?? []).flatMap(Object.keys);
      return schemes.length > 0 && schemes.every((scheme) => scheme === 'opsToken');
    });
    expect(opsOnly.length).toBeGreaterThan(40);
    const withoutRole = opsOnly
      .filter((op) => !operationOf(doc, op)?.['x-ops-role'])
      .map((op) => op.label);
    // The console's "who am I", its dashboard (counts, no member's data) and its list of
    // challenges (names and dates, to pick one) answer any ops person, whatever their roles.
    expect(withoutRole.sort()).toEqual([
      'GET /api/auth/ops/v1/me',
      'GET /api/lead/ops/challenges',
      'GET /api/user/ops/dashboard',
    ]);
    const byRole = Object.fromEntries(
      OPS_ROLES.map((role) => [
        role,
        opsOnly.filter((op) => operationOf(doc, op)?.['x-ops-role'] === role).map((op) => op.label),
      ]),
    );
    expect(byRole.admin).toEqual(
      expect.arrayContaining(['GET /api/user/ops/people', 'PUT /api/config/remotes/{name}']),
    );
    expect(byRole.support).toEqual(
      expect.arrayContaining([
        'GET /api/user/ops/grievances',
        'PUT /api/user/ops/grievances/{reference}',
      ]),
    );
    expect(byRole.finance).toEqual(expect.arrayContaining(['GET /api/subscription/ops/orders']));
    expect(byRole.content).toEqual(expect.arrayContaining(['GET /api/festival/ops/campaigns']));
  });

  it('lets each role through its routes only, and the deployment token through all', async () => {
    const expected: string[] = [];
    const answered: string[] = [];
    for (const op of operations) {
      const needs = operationOf(doc, op)?.['x-ops-role'];
      if (!needs) continue;
      for (const role of OPS_ROLES) {
        expected.push(`${op.label} as ${role}: ${role === needs ? 'let through' : 'refused'}`);
        answered.push(
          `${op.label} as ${role}: ${await answerOf(op, people.get(role)!.accessToken)}`,
        );
      }
      expected.push(`${op.label} with OPS_TOKEN: let through`);
      answered.push(`${op.label} with OPS_TOKEN: ${await answerOf(op, TEST_OPS_TOKEN)}`);
    }
    expect(expected.length).toBeGreaterThan(40 * (OPS_ROLES.length + 1));
    expect(answered).toEqual(expected);
  });

  it("lets only support act on members' data through the members' own routes", async () => {
    const membersRoutes = operations.filter((op) => {
      const schemes = (operationOf(doc, op)?.security ?? []).flatMap(Object.keys);
      return schemes.includes('memberBearer') && schemes.includes('opsToken');
    });
    expect(membersRoutes.map((op) => op.label)).toContain('GET /api/lead/lead/getleadinfo/{id}');
    const expected: string[] = [];
    const answered: string[] = [];
    for (const op of membersRoutes) {
      for (const role of OPS_ROLES) {
        expected.push(`${op.label} as ${role}: ${role === 'support' ? 'let through' : 'refused'}`);
        answered.push(
          `${op.label} as ${role}: ${await answerOf(op, people.get(role)!.accessToken)}`,
        );
      }
    }
    expect(answered).toEqual(expected);
  });

  it('shows every ops person who they are, whatever their roles', async () => {
    for (const role of OPS_ROLES) {
      const session = people.get(role)!;
      const res = await t.app.inject({
        url: '/api/auth/ops/v1/me',
        headers: bearer(session.accessToken),
      });
      expect(res.json()).toMatchObject({ id: session.person.id, roles: [role] });
    }
  });
});
