import { NAME_MAX_LENGTH } from '@yoga/shared/domain';
import { SlugField } from '@yoga/shared/schemas';
import { Type } from 'typebox';
import { fileAnswer } from '../../http/file-answer';
import { PhoneField } from '../../members/member-schemas';

/** The lead service's own requests (its answers are in `@yoga/shared/schemas`). */

export const RegisterBody = Type.Object(
  {
    name: Type.String({ maxLength: NAME_MAX_LENGTH * 2 }),
    phone_number: PhoneField,
  },
  { additionalProperties: false },
);

/** Joining through a referral link names the referrer by slug. */
export const ReferralParams = Type.Object({ referral: SlugField });

/** A member's referral QR code, an SVG. */
export const QrCodeAnswer = fileAnswer('image/svg+xml', { binary: false });
