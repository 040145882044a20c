import { Type } from 'typebox';
import { DateTimeText } from '../../http/schemas';

export { ManifestBody, RemoteBody } from '@yoga/shared/schemas';

const WindowTimestamp = Type.Union([DateTimeText(), Type.Null()]);

export const RemoteNameParams = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 }),
});

const switchFields = {
  enabled: Type.Optional(Type.Boolean()),
  activeFrom: Type.Optional(WindowTimestamp),
  activeUntil: Type.Optional(WindowTimestamp),
};

/** Product ops change only the fields they send. */
export const RemoteChangeBody = Type.Object(switchFields, {
  additionalProperties: false,
  minProperties: 1,
});

/** One route's switch: the route as its remote declares it, and the fields to change. */
export const RouteChangeBody = Type.Object(
  { path: Type.String({ pattern: '^/', maxLength: 200 }), ...switchFields },
  { additionalProperties: false, minProperties: 2 },
);
