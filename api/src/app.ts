import { readFile } from 'node:fs/promises';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RedisHandle } from './cache/redis';
import type { ApiConfig } from './config/env';
import type { Database } from './db/database';
import { ErrorBody, registerErrorHandling, sendError, sendFrameworkError } from './http/errors';
import { registerStaticSite } from './http/static-site';
import { registerDefaultsAreOptional } from './http/schemas';
import { schemaController } from './http/validation';
import { configService } from './services/config/routes';
import { gamificationService } from './services/gamification/routes';
import { leadService } from './services/lead/routes';
import { createActiveChallengeCache } from './services/subscription/active-challenge-cache';
import { subscriptionService } from './services/subscription/routes';
import { registerHealthRoutes } from './http/health';
import { registerJsonBodyParser } from './http/json-body';
import { registerRateLimits } from './http/rate-limit';
import { registerCallerResolution } from './http/caller';
import { createOtpService } from './services/auth/otp-service';
import { authService } from './services/auth/routes';
import { createOtpLimits, type OtpLimits } from './services/auth/send-limits';
import { DevSmsSender } from './services/auth/sms/dev-sms-sender';
import { HttpSmsSender } from './services/auth/sms/http-sms-sender';
import type { SmsSender } from './services/auth/sms/sms-sender';
import { createTokenService } from './services/auth/tokens';
import { leadMemberRoutes } from './services/lead/member-routes';
import { addressRoutes } from './services/user/address-routes';
import { userService } from './services/user/routes';

export interface AppDependencies {
  config: ApiConfig;
  db: Database;
  redis: RedisHandle | null;
  /** Test runs pass false to keep request logs out of the output. */
  logger?: boolean;
  /** Tests pass their own sender to read codes; otherwise built from the config. */
  sms?: SmsSender;
  /** Tests pass limits with short windows; otherwise the OTP policy's. */
  otpLimits?: OtpLimits;
}

/** Builds the API (and, when built, the site) without listening, so tests can inject requests. */
export async function buildApp({
  config,
  db,
  redis,
  logger = true,
  sms: givenSms,
  otpLimits,
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

  app.addSchema(ErrorBody);
  registerDefaultsAreOptional(app);
  registerErrorHandling(app);
  registerJsonBodyParser(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.corsOrigins],
        // TLS is the proxy's job; upgrading would break plain-HTTP local and intranet use.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  // Under overload answer 503 with Retry-After at once instead of letting requests time out.
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    retryAfter: 5,
    exposeStatusRoute: false,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Yoga challenge API', version: '0.1.0' },
      components: {
        securitySchemes: {
          opsToken: { type: 'http', scheme: 'bearer', description: 'OPS_TOKEN of the deployment' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerHealthRoutes(app, { db, redis });

  const tokens = createTokenService(config.jwtSecret);
  registerCallerResolution(app, {
    tokens,
    opsToken: config.opsToken,
    redis: redis?.client ?? null,
    failuresPerIp: config.authFailuresPerIp,
  });
  const sms =
    givenSms ??
    (config.sms.provider === 'http' ? new HttpSmsSender(config.sms) : new DevSmsSender(app.log));
  const otp = createOtpService({
    db,
    sms,
    limits:
      otpLimits ?? createOtpLimits(redis?.client ?? null, { sendsPerIp: config.otpSendsPerIp }),
    secret: config.otpSecret,
    log: app.log,
  });

  await registerRateLimits(app, {
    redis: redis?.client ?? null,
    perMinute: config.writesPerIpPerMinute,
  });

  const enabled = new Set(config.services);
  // Shared by the two services in this process, so a member back from joining sees their count.
  const activeChallenges = createActiveChallengeCache(db);
  if (enabled.has('lead')) {
    await app.register(leadService, { prefix: '/api/lead', db });
    await app.register(leadMemberRoutes, { prefix: '/api/lead', db, otp });
  }
  if (enabled.has('auth'))
    await app.register(authService, {
      prefix: '/api/auth',
      db,
      otp,
      tokens,
      sms,
      devOutbox: config.sms.provider === 'dev' ? config.sms.outbox : 'loopback',
    });
  if (enabled.has('user')) {
    await app.register(userService, {
      prefix: '/api/user',
      db,
      onEnrolled: activeChallenges.forgetAll,
    });
    await app.register(addressRoutes, { prefix: '/api/user', db });
  }
  if (enabled.has('gamification')) {
    await app.register(gamificationService, { prefix: '/api/gamification', db });
  }
  if (enabled.has('subscription')) {
    await app.register(subscriptionService, { prefix: '/api/subscription', db, activeChallenges });
  }
  if (enabled.has('config')) {
    await app.register(configService, {
      prefix: '/api/config',
      db,
      publicApiBase: config.publicApiBase,
      memberSiteUrl: config.memberSiteUrl,
    });
  }

  const site = config.siteRoot ? await registerStaticSite(app, config.siteRoot) : null;
  const shellHtml = site ? await readFile(site.shellIndex) : null;
  const homeHtml = site?.homePage ? await readFile(site.homePage) : shellHtml;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // No shell route has a dot in its last segment; a missing script or image must not be
    // answered with the page, which a browser would then try to run as that file.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/remotes/') &&
      !/\.[A-Za-z0-9]+$/.test(pathname);
    // Every other path is a client route of the shell, which renders its own 404 page.
    if (isPage && shellHtml) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(pathname === '/' ? homeHtml : shellHtml);
    }
    return sendError(reply, 404, `No route ${request.method} ${pathname}.`);
  });

  return app;
}
