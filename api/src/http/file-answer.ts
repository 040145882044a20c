/**
 * The schema of a 200 whose body is a file, not JSON. OpenAPI 3.0 names the file by its media
 * type as the content key and has no `contentMediaType`: bytes are a `format: binary` string,
 * text (an SVG, a JWT) a plain one. Fastify sends a Buffer or string as it is whatever the schema.
 */
export function fileAnswer(mediaType: string, { binary }: { binary: boolean }) {
  const schema = binary ? { type: 'string', format: 'binary' } : { type: 'string' };
  return { content: { [mediaType]: { schema } } };
}
