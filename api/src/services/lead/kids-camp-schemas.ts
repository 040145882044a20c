import { EVENT_PATTERN } from '@yoga/shared/schemas';
import { Type } from 'typebox';
import { fileAnswer } from '../../http/file-answer';
import { IdParam } from '../../http/schemas';

/*
 * The kids camp's routes (decision 0045). The bodies the browser reads, and the camp ops write,
 * are in `@yoga/shared/schemas`, where the ops console takes their types from; the API's modules
 * name the camp's input from here with the path parameters.
 */
export { KidsCampInput, type KidsCampInputRow } from '@yoga/shared/schemas';

export const ChildParams = Type.Object({ id: IdParam });

export const KidsCampParams = Type.Object({
  slug: Type.String({
    pattern: EVENT_PATTERN,
    description: 'The camp, e.g. summer-kids-camp (a-z, 0-9, inner hyphens)',
  }),
});

/** The kids camp's papers: A4 PDFs. */
export const PdfAnswer = fileAnswer('application/pdf', { binary: true });
