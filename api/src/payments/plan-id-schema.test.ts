import { PLAN_IDS } from '@yoga/shared/domain';
import { PlanIdSchema } from '@yoga/shared/schemas';

// Here rather than beside the schema: shared's tests run in a browser project without TypeBox.
describe('the plan id of the wire schemas', () => {
  it('lists exactly the plan ids of the domain rules', () => {
    const listed = PlanIdSchema.anyOf.map((literal: { const: unknown }) => literal.const);
    expect(listed).toEqual([...PLAN_IDS]);
  });
});
