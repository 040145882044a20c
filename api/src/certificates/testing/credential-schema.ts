import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';

interface JsonSchema {
  $defs: { AchievementSubject: { properties: Record<string, unknown> } };
}

const schema = JSON.parse(
  readFileSync(path.join(__dirname, 'open-badges-3.0/achievementcredential.json'), 'utf8'),
) as JsonSchema;

// The schema's `@context` is a tuple (two fixed items, then any) that Ajv's strict mode would
// want written with `minItems` equal to its length; it is the standard's, so it stays as written.
const ajv = new Ajv2019({ allErrors: true, strictTuples: false });
addFormats(ajv);
const validateCredential = ajv.compile(schema);

/** What the AchievementSubject of Open Badges 3.0 defines; anything else is not its. */
const SUBJECT_PROPERTIES = Object.keys(schema.$defs.AchievementSubject.properties);

/**
 * Why a credential is not a conformant Open Badges 3.0 `AchievementCredential`; empty when it is.
 * The 1EdTech JSON Schema, and the two rules of the data model it leaves out for the subject:
 * `id` or at least one `identifier`, and only the properties the subject defines.
 */
export function achievementCredentialProblems(credential: unknown): string[] {
  const problems = validateCredential(credential)
    ? []
    : (validateCredential.errors ?? []).map((error) =>
        `${error.instancePath || '/'} ${error.message ?? ''}`.trim(),
      );
  const subject = (credential as { credentialSubject?: Record<string, unknown> }).credentialSubject;
  if (subject && typeof subject === 'object') {
    const identifiers = subject.identifier;
    if (subject.id === undefined && !(Array.isArray(identifiers) && identifiers.length > 0)) {
      problems.push('/credentialSubject has neither id nor an identifier');
    }
    for (const key of Object.keys(subject)) {
      if (!SUBJECT_PROPERTIES.includes(key)) {
        problems.push(`/credentialSubject has ${key}, which AchievementSubject does not define`);
      }
    }
  }
  return problems;
}
