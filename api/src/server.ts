import { buildApp } from './app';
import { openRedis } from './cache/redis';
import { ConfigError, loadConfig, localOrigin, siteUrlOf } from './config/env';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DatabaseNotReachable, waitForDatabase } from './db/wait-for-database';
import { seedDemoData } from './demo/seed-demo-data';
import { loadPinCodes } from './members/pin-codes';
import { devSmsNotice } from './sms/dev-outbox-access';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await waitForDatabase(db, {
    waitMs: config.databaseWaitMs,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  await migrate(db);
  if (config.seedDemoData) {
    await seedDemoData(db, {
      certificates: { signingKey: config.certificateSigningKey, issuerUrl: siteUrlOf(config) },
    });
  }
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  const app = await buildApp({ config, db, redis, jobs: true });

  const shutdown = async () => {
    await app.close();
    await redis?.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const store = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite (${config.pgliteDir})`;
  if (config.ephemeralSecrets) {
    app.log.warn(
      'JWT_SECRET or OTP_SECRET is unset: using secrets made for this process only, so sessions end when it restarts and other processes cannot read its tokens',
    );
  }
  if (config.sms.provider === 'dev') {
    const notice = devSmsNotice(config.host, config.sms.outbox);
    app.log[notice.level](notice.message);
    if (notice.level === 'warn') process.stderr.write(`\n*** WARNING: ${notice.message}\n`);
  }
  const origin = localOrigin(config.host, port);
  process.stdout.write(
    `\nYoga challenge site ready at ${origin}/\n` +
      `  API docs: ${origin}/api/docs   store: ${store}   services: ${config.services.join(', ')}\n\n`,
  );
  // India Post's PIN codes load after the site is up (about 2 s on a fresh database, decision
  // 0041); until then PIN, state and city lookups answer 503 `pin_codes_loading`.
  loadPinCodes(db).then(
    (result) =>
      app.log.info(
        result,
        result.loaded ? 'PIN code directory loaded' : 'PIN code directory already loaded',
      ),
    (error: unknown) => app.log.error({ err: error }, 'PIN code directory failed to load'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else if (error instanceof DatabaseNotReachable) {
    process.stderr.write(`Failed to start: ${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
