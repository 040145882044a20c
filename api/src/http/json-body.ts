import type { FastifyInstance } from 'fastify';

/**
 * Every client call sends a JSON content type, body or not (see the spec), so an empty JSON body
 * means "no body": routes without a body schema then work, and routes with one answer a 400
 * naming the body. Anything else goes to Fastify's own parser, poisoning checks included.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>(
    'application/json',
    { parseAs: 'string' },
    (request, body, done) => {
      if (body.length === 0) {
        done(null, undefined);
        return;
      }
      parseJson(request, body, done);
    },
  );
}
