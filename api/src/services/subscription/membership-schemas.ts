import { Type } from 'typebox';
import { OrderStatus } from '@yoga/shared/schemas';
import { WholeNumberText } from '../../http/schemas';

export {
  OpsOrderListBody,
  OpsPlanBody,
  OpsPlanListBody,
  ReconcileBody,
} from '@yoga/shared/schemas';

/**
 * The paid membership's own wire types in the subscription service (decision 0044); what the
 * browser reads (plans, the offer, an order) is in `@yoga/shared/schemas`.
 */

/** Our order id, as `POST subscription/orders` answers it. */
export const ORDER_ID = '^ord_[0-9A-Za-z]{20}$';

export const OrderIdParams = Type.Object({
  id: Type.String({
    pattern: ORDER_ID,
    description: 'Our order id ("ord_" and 20 letters or digits)',
  }),
});

/** A plan id in a path: 1, 2 or 5, written as digits. */
export const PlanIdParams = Type.Object({
  id: Type.Unsafe<1 | 2 | 5>({
    allOf: [
      { type: 'string', pattern: '^[125]$' },
      { type: 'integer', enum: [1, 2, 5] },
    ],
    description: 'Spec section 9: plan ids 1, 2 and 5',
  }),
});

export const ORDER_PAGE_LIMIT = 50;
export const ORDER_PAGE_MAX = 500;

/** `ops/orders?status=&limit=&offset=`: newest first, one status or all. */
export const OrderListQuery = Type.Object(
  {
    status: Type.Optional(OrderStatus),
    limit: WholeNumberText({ minimum: 1, maximum: ORDER_PAGE_MAX, default: ORDER_PAGE_LIMIT }),
    offset: WholeNumberText({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  { additionalProperties: false },
);

/** The webhook's answer: taken in (a duplicate of an event taken in before changes nothing). */
export const WebhookAnswerBody = Type.Object({
  received: Type.Literal(true),
  duplicate: Type.Boolean(),
});

/** The sandbox checkout page's language. */
export const SandboxPageQuery = Type.Object(
  { lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])) },
  { additionalProperties: false },
);

/** The sandbox checkout's form: which button was pressed, in the page's language. */
export const SandboxPayInput = Type.Object(
  {
    method: Type.Union([Type.Literal('upi'), Type.Literal('card'), Type.Literal('fail')]),
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
  },
  { additionalProperties: false },
);
