import { Type } from 'typebox';

/** How many vouchers ops' run issued: none on a second run the same day. */
export const VouchersIssuedBody = Type.Object({ issued: Type.Integer() });
