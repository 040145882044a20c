import { Type } from 'typebox';
import { fileAnswer } from '../../http/file-answer';

/** `POST festival/campaigns/{event}/pledge`: the name as it should print (the spec's name rule). */
export const PledgeInput = Type.Object(
  { name: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);

export const PledgeSlugParams = Type.Object({
  slug: Type.String({ pattern: '^[A-Za-z0-9]{10}$', description: "A pledge's public page id" }),
});

/** `GET pledges/{slug}/preview.png`: the image, or 304 when the phone has it (its ETag). */
export const PledgePreviewAnswers = {
  200: fileAnswer('image/png', { binary: true }),
  304: { type: 'null' },
} as const;
