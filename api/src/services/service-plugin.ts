import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AttendanceWriter } from '../attendance/attendance-writer';
import type { SessionCache } from '../attendance/session-cache';
import type { Certificates } from '../certificates/certificates';
import type { ActiveChallengeCache } from '../challenges/active-challenge-cache';
import type { DevOutboxAccess } from '../config/env';
import type { NotifyFactChange } from '../db/fact-changes';
import type { Game } from '../game/game';
import type { Database } from '../db/database';
import type { Payments } from '../payments/payments';
import type { ReleaseStore } from '../remotes/release-store';
import type { RemoteManifests } from '../remotes/remote-manifests';
import type { OtpService } from '../security/otp-service';
import type { TokenService } from '../security/tokens';
import type { SmsSender } from '../sms/sms-sender';

/**
 * Everything a service may use, built once per process by `buildApp` and handed to every
 * service's plugin. A service takes what it needs from here and imports nothing from another
 * service (see eslint/api-walls.mjs).
 */
export interface ServiceDependencies {
  db: Database;
  /** Signs access tokens (auth); callers are resolved from them before any route runs. */
  tokens: TokenService;
  /** Sends and checks one-time codes under the OTP limits (lead joins, auth signs in). */
  otp: OtpService;
  /** The sender `otp` texts codes through; the dev one also keeps an outbox. */
  sms: SmsSender;
  /** Who may read the dev sender's outbox (see `mayReadDevOutbox`). */
  devOutbox: DevOutboxAccess;
  /** This process's cached active challenges (subscription reads them). */
  activeChallenges: ActiveChallengeCache;
  /** The one write path of attendance in this process (members' marks, ops' corrections). */
  attendance: AttendanceWriter;
  /** Points, standings and ranks (reads); standings follow the fact-change stream by themselves. */
  game: Game;
  /**
   * Tells the fact-change stream: a module that writes a fact points are made of calls it once
   * the write has committed (a new such fact joins the game with this one call).
   */
  notifyFactChange: NotifyFactChange;
  /** The issuer's keys, the credential signer and the drawn certificate files. */
  certificates: Certificates;
  /** The payment gateway, the webhook's intake and queue, and fulfilment (the paid membership). */
  payments: Payments;
  /** Now, for the live-session windows (the real clock but in tests). */
  clock: () => Date;
  /** Each challenge's live sessions, read by every mark and join; forgotten when ops edit them. */
  sessions: SessionCache;
  /** Told after an enrolment, which may have changed a challenge's registration count. */
  onEnrolled: () => void;
  /** The remote manifest: the builds' declared routes merged with ops' switches. */
  remoteManifests: RemoteManifests;
  /** The folder of the remotes' releases (issue 25). */
  releaseStore: ReleaseStore;
  /** Analytics batches (`internal/logs`) allowed per client network and minute. */
  logBatchesPerIpPerMinute: number;
  /** Referred sign-ups from one device or network before the next is held (lead joins). */
  referralBurstLimit: number;
  /** Public base path of the services, handed to the browser in the remote manifest. */
  publicApiBase: string;
  /** The site's public origin for links the server writes (PUBLIC_SITE_URL); null: the request's. */
  publicSiteUrl: string | null;
}

/** A service: one Fastify plugin, registered under `/api/<name>`, that registers its routes. */
export type ServicePlugin = FastifyPluginAsyncTypebox<ServiceDependencies>;
