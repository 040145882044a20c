import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SERVICE_NAMES, serviceUrlsUnder, YOUTUBE_EMBED_ORIGIN } from '@yoga/shared/domain';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { RedisHandle } from './cache/redis';
import { createActiveChallengeCache } from './challenges/active-challenge-cache';
import { monitoringOrigins, siteUrlOf, type ApiConfig } from './config/env';
import type { Database } from './db/database';
import { createFactChanges } from './db/fact-changes';
import { registerErrorHandling, sendError, sendFrameworkError } from './http/errors';
import { registerHealthRoutes } from './http/health';
import { registerJsonBodyParser } from './http/json-body';
import { named } from './http/named-plugin';
import { registerOpenApi } from './http/openapi';
import { pageLanguage } from './http/page-language';
import { pageLead } from './http/page-lead';
import { registerPhoneMasking } from './security/phone-masking';
import { PAGE_CACHE_CONTROL, loadSitePages, pageHtml } from './http/site-pages';
import { registerRateLimits } from './http/rate-limit';
import { registerDefaultsAreOptional } from './http/schemas';
import { registerStaticSite } from './http/static-site';
import { schemaController } from './http/validation';
import { createRemoteManifests } from './remotes/remote-manifests';
import { createReleaseStore } from './remotes/release-store';
import { readSiteRoutes, type SiteRoutes } from './remotes/site-routes';
import { registerCallerResolution } from './security/caller';
import {
  opsRoleOfRoute,
  registerRouteGuards,
  SECURITY_SCHEMES,
  securityOf,
} from './security/route-guards';
import { createOtpService } from './security/otp-service';
import { configuredOtpLimits, type OtpLimits } from './security/send-limits';
import { createTokenService } from './security/tokens';
import { createAttendanceWriter } from './attendance/attendance-writer';
import { createSessionCache } from './attendance/session-cache';
import { startReminderJob } from './reminders/reminder-job';
import { startErasureJob } from './members/erasure';
import { registerShortLinkPage } from './share/short-link-page';
import { registerCertificatePage } from './certificates/certificate-page';
import { registerPledgePage } from './festival/pledge-page';
import { createCertificates } from './certificates/certificates';
import { registerJwks } from './certificates/jwks-route';
import { createGame } from './game/game';
import { startVoucherJob } from './game/vouchers';
import type { PaymentGateway } from './payments/payment-gateway';
import { createPayments, gatewayOf, startReconcileJob } from './payments/payments';
import { SERVICE_PLUGINS } from './services/registry';
import type { ServiceDependencies } from './services/service-plugin';
import { DevSmsSender } from './sms/dev-sms-sender';
import { HttpSmsSender } from './sms/http-sms-sender';
import type { SmsSender } from './sms/sms-sender';

export interface AppDependencies {
  config: ApiConfig;
  db: Database;
  redis: RedisHandle | null;
  /** Test runs pass false to keep request logs out of the output. */
  logger?: boolean;
  /** Tests pass their own sender to read codes; otherwise built from the config. */
  sms?: SmsSender;
  /** Tests pass the gateway to sign its events; otherwise the config's. */
  paymentGateway?: PaymentGateway;
  /** Tests pass limits with short windows; otherwise the OTP policy's. */
  otpLimits?: OtpLimits;
  /**
   * The server runs the background jobs (session reminders, vouchers) in every process; tests run
   * them by hand.
   */
  jobs?: boolean;
  /** What time it is for the live-session windows; tests stand at a window's exact edges. */
  clock?: () => Date;
  /** Where leaderboards live in Redis; tests sharing one Redis each take their own. */
  boardsKeyPrefix?: string;
  /** The apps' declared routes; otherwise read from the builds' `routes.json` (tests pass them). */
  siteRoutes?: SiteRoutes;
}

/** Builds the API (and, when built, the site) without listening, so tests can inject requests. */
export async function buildApp({
  config,
  db,
  redis,
  logger = true,
  sms: givenSms,
  paymentGateway,
  otpLimits,
  jobs = false,
  clock = () => new Date(),
  boardsKeyPrefix,
  siteRoutes = readSiteRoutes(config.buildsRoot),
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // Mobile clients retry on flaky networks; keep bodies small and the server honest about size.
    bodyLimit: 64 * 1024,
    // Per-IP limits need the client's address: trust exactly the configured number of proxies.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    frameworkErrors: sendFrameworkError,
    schemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerDefaultsAreOptional(app);
  registerErrorHandling(app);
  registerJsonBodyParser(app);

  // Helmet's headers are the same for every response: built once, set by one hook. (@fastify/helmet
  // builds its middleware anew for every request, ~0.03 ms of CPU each.)
  const securityHeaders = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: a poster or card drawn on the member's phone, shown before it is shared.
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...config.corsOrigins, ...monitoringOrigins(config)],
        // The monitoring's replays compress in a worker it makes from a blob.
        workerSrc: ["'self'", ...(config.monitoringDsn ? ['blob:'] : [])],
        // A garba step's video: YouTube's privacy-enhanced player, or a file ops host anywhere.
        frameSrc: [YOUTUBE_EMBED_ORIGIN],
        mediaSrc: ["'self'", 'https:'],
        // TLS is the proxy's job; upgrading would break plain-HTTP local and intranet use.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  // Under overload answer 503 with Retry-After at once instead of letting requests time out.
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    retryAfter: 5,
    exposeStatusRoute: false,
  });

  await registerOpenApi(app, {
    securitySchemes: SECURITY_SCHEMES,
    securityOf,
    opsRoleOf: opsRoleOfRoute,
  });

  registerHealthRoutes(app, { db, redis });

  const tokens = createTokenService(config.jwtSecret);
  registerCallerResolution(app, {
    db,
    tokens,
    opsToken: config.opsToken,
    redis: redis?.client ?? null,
    failuresPerIp: config.authFailuresPerIp,
  });
  registerRouteGuards(app);
  registerPhoneMasking(app);
  const sms =
    givenSms ??
    (config.sms.provider === 'http' ? new HttpSmsSender(config.sms) : new DevSmsSender(app.log));
  const otp = createOtpService({
    db,
    sms,
    limits: otpLimits ?? configuredOtpLimits(config, redis?.client ?? null),
    secret: config.otpSecret,
    log: app.log,
  });

  await registerRateLimits(app, {
    redis: redis?.client ?? null,
    perMinute: config.writesPerIpPerMinute,
  });

  // Shared by the services in this process, so a member back from joining sees their count.
  const activeChallenges = createActiveChallengeCache(db, clock);
  if (jobs) {
    const reminderJob = startReminderJob(db, sms, {
      clock,
      liveUrl: `${siteUrlOf(config)}/live`,
      log: app.log,
    });
    const voucherJob = startVoucherJob(db, { clock, log: app.log });
    app.addHook('onClose', () => {
      reminderJob.stop();
      voucherJob.stop();
    });
  }

  // Writers of the facts points are made of tell this stream; the game listens to it.
  const factChanges = createFactChanges({ log: app.log });
  const game = createGame(db, redis?.client ?? null, {
    clock,
    subscribeFactChanges: factChanges.subscribe,
    log: app.log,
    redisKeyPrefix: boardsKeyPrefix,
  });
  const attendance = createAttendanceWriter(db, { notify: factChanges.notify, clock });
  // The writer first: its last marks still note members for the game's last refresh.
  app.addHook('onClose', async () => {
    await attendance.close();
    await game.settle();
    await game.close();
  });
  app.addHook('onReady', async () => {
    void game.ranks.ensureBoards();
  });
  const payments = createPayments({
    gateway: paymentGateway ?? gatewayOf(config.payment),
    db,
    clock,
    log: app.log,
    notifyFactChange: factChanges.notify,
  });
  // Webhook events a stopped process took in and did not settle are settled at start.
  app.addHook('onReady', async () => payments.queue.kick());
  app.addHook('onClose', () => payments.queue.stop());
  if (jobs) {
    const reconcileJob = startReconcileJob(payments, app.log);
    app.addHook('onClose', () => reconcileJob.stop());
  }
  const certificates = createCertificates(db, {
    signingKey: config.certificateSigningKey,
    clock,
  });
  registerJwks(app, certificates.keys);
  if (jobs) {
    // Erasures whose 48 hours are up (decision 0040); before the game closes, so its last one
    // still leaves the boards.
    const erasureJob = startErasureJob(
      { db, ranks: game.ranks, certificates, forgetPhone: otp.forgetPhone, log: app.log },
      clock,
    );
    app.addHook('onClose', () => erasureJob.stop());
  }
  const releaseStore = createReleaseStore(config.releasesDir);
  const remoteManifests = createRemoteManifests({
    db,
    site: siteRoutes,
    services: serviceUrlsUnder(config.publicApiBase),
    memberSiteUrl: config.memberSiteUrl,
    support: config.support,
    monitoring: { dsn: config.monitoringDsn },
    clock,
  });
  const services: ServiceDependencies = {
    db,
    tokens,
    otp,
    sms,
    devOutbox: config.sms.provider === 'dev' ? config.sms.outbox : 'loopback',
    activeChallenges,
    attendance,
    game,
    notifyFactChange: factChanges.notify,
    certificates,
    payments,
    sessions: createSessionCache(db, clock),
    clock,
    onEnrolled: activeChallenges.forgetAll,
    remoteManifests,
    releaseStore,
    logBatchesPerIpPerMinute: config.logBatchesPerIpPerMinute,
    referralBurstLimit: config.referralBurstLimit,
    publicApiBase: config.publicApiBase,
    publicSiteUrl: config.publicSiteUrl,
  };
  const enabled = new Set(config.services);
  for (const name of SERVICE_NAMES.filter((service) => enabled.has(service))) {
    await app.register(named(SERVICE_PLUGINS[name]), { ...services, prefix: `/api/${name}` });
  }

  registerShortLinkPage(app, { db, publicSiteUrl: config.publicSiteUrl });

  const site = config.siteRoot ? await registerStaticSite(app, config.siteRoot) : null;
  if (site) await releaseStore.serve(app);
  const pages = site && config.siteRoot ? await loadSitePages(site, config.siteRoot) : null;
  /**
   * A page's HTML in the member's language. Without the manifest (its switches unreadable) the
   * page still goes out, and the shell fetches the manifest itself or uses its built one.
   */
  const renderPage = async (request: FastifyRequest, pathname: string): Promise<string> => {
    if (!pages) throw new Error('the site is not built');
    const manifest = await remoteManifests.read().catch((error: unknown) => {
      request.log.warn({ err: error }, 'page sent without its remote manifest');
      return null;
    });
    const lead = await pageLead(app, request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page sent without the lead of its session');
      return null;
    });
    return pageHtml(pages.bases, pages.preload, {
      pathname,
      language: pageLanguage(request),
      manifest,
      now: clock(),
      lead,
    });
  };
  if (pages) {
    const pageOptions = {
      db,
      renderPage,
      publicSiteUrl: config.publicSiteUrl,
      publicApiBase: config.publicApiBase,
      pathAvailability: (pathname: string) => remoteManifests.pathAvailability(pathname, clock()),
    };
    registerCertificatePage(app, pageOptions);
    registerPledgePage(app, pageOptions);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // No shell route has a dot in its last segment; a missing script or image must not be
    // answered with the page, which a browser would then try to run as that file.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/remotes/') &&
      !/\.[A-Za-z0-9]+$/.test(pathname);
    // The shell renders every page, its 404 and season pages included; the status tells search
    // engines and link previews which it is (the shell decides with the same rule).
    if (isPage && pages) {
      const availability =
        pathname === '/' ? 'page' : await remoteManifests.pathAvailability(pathname, clock());
      // Pages come rendered in the member's language, so a Hindi reader does not see English
      // first; caches must keep one copy per cookie and Accept-Language. A signed-in member's
      // page carries their lead, so no shared cache may keep any.
      return reply
        .code(availability === 'missing' ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', PAGE_CACHE_CONTROL)
        .header('vary', 'cookie, accept-language')
        .send(await renderPage(request, pathname));
    }
    return sendError(reply, 404, 'not_found', `No route ${request.method} ${pathname}.`);
  });

  return app;
}

/** The headers @fastify/helmet sets with these options, read once from a request to a probe. */
async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<[string, string | string[]][]> {
  const probe = Fastify();
  let headers: [string, string | string[]][] = [];
  await probe.register(helmet, options);
  // Helmet's hooks run first (registered first): at this point its headers are all that is set.
  probe.addHook('onRequest', (_request, reply, done) => {
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value : String(value),
    ]);
    done();
  });
  probe.get('/', () => '');
  await probe.inject('/');
  await probe.close();
  return headers;
}
