import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalogue as written: message id to ICU MessageFormat text. */
export type SourceCatalogue = Record<string, string>;

/**
 * Compiles every ICU message of a catalogue ahead of time, so the browser gets Lingui's compact
 * token form and never downloads a MessageFormat parser. A message that does not parse fails the
 * build, naming its id.
 */
export function compileCatalogue(source: string, file: string): Record<string, unknown> {
  const messages: unknown = JSON.parse(source);
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
    throw new Error(`${file}: a catalogue is one JSON object of id -> message`);
  }
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: "${id}" is not valid ICU MessageFormat: ${String(error)}`);
      }
    }),
  );
}
