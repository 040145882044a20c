import type { Static } from 'typebox';
import type { ClientEvent, ClientLogInput } from '../schemas/client-log-schemas';

/** One analytics event as the browser sends it to `internal/logs`. */
export type ClientLogEvent = Static<typeof ClientEvent>;
export type ClientLogBatch = Static<typeof ClientLogInput>;
