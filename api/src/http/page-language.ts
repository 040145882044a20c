import { LANGUAGE_COOKIE, LANGUAGES, preferredLanguage, type Language } from '@yoga/shared/domain';
import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from './request-cookie';

/**
 * The language to render a page in before any script runs: the member's choice (the cookie the
 * language switch sets), else the languages the browser asks for by Accept-Language, weighed as
 * the header says, else English. The same rule as the browser's own `initialLanguage`.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const asked = new Negotiator(request).languages([...LANGUAGES]);
  return preferredLanguage(cookieValue(request.headers.cookie, LANGUAGE_COOKIE), asked);
}
