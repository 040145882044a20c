import { Type } from 'typebox';
import { ERASURE_REQUEST_STATES } from '@yoga/shared/domain';
import { WholeNumberText } from '../../http/schemas';

/** `GET user/ops/erasures`: one state's requests, at most `limit` of them. */
export const OpsErasureQuery = Type.Object(
  {
    status: Type.Enum(ERASURE_REQUEST_STATES, {
      default: 'open',
      description:
        'open: waiting out the 48 hours or due (the nearest first); erased or cancelled: the latest first',
    }),
    limit: WholeNumberText({ minimum: 1, maximum: 200, default: 100 }),
  },
  { additionalProperties: false },
);
