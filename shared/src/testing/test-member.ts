import type { Lead } from '../models/member';
import { demoLead } from './demo-lead';

/** The signed-in member of the remotes' tests: Asha Verma, member 7 of challenge 61. */
export const testMember: Lead = { ...demoLead, name: 'Asha Verma' };

/** A Problem body as the API sends it. */
export const problemBody = (statusCode: number, code: string, message: string, field?: string) => ({
  statusCode,
  error: 'x',
  code,
  message,
  ...(field ? { field } : {}),
});
