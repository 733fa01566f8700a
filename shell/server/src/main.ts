import { parseApiSettings, type ApiSettings } from '@travel/api-server/api-settings';
import { provideDemoSecrets } from '@travel/api-server/demo-secrets';
import { loggerOptions } from '@travel/api-server/observability/logging';
import { startTracing, stopTracing } from '@travel/api-server/observability/tracing';
import { buildSiteServer } from './app';
import { ConfigError, loadConfig, type SiteServerConfig } from './config';

// Long enough for in-flight requests and the database to finish; short enough for an orchestrator.
const SHUTDOWN_GRACE_MS = 10_000;

let config: SiteServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// `npm start` (the demo) runs the production build on a fresh clone with nothing configured.
const drawn = provideDemoSecrets(process.env, config.dataDir);
if (drawn.length > 0) console.info(`Demo: ${drawn.join(', ')} drawn for this data folder (${config.dataDir}/demo-secrets.json).`);
// The API's settings, parsed here once and passed down (docs/adr/0256-one-config-passed-down.md).
let apiSettings: ApiSettings;
try {
  apiSettings = parseApiSettings(process.env);
} catch (error) {
  if (!(error instanceof Error) || !error.message.startsWith('Invalid API configuration')) throw error;
  console.error(error.message);
  process.exit(1);
}

// Before the server is built: with an endpoint set, every request is traced (docs/adr/0226-opentelemetry-traces.md).
await startTracing({ endpoint: config.otelEndpoint, serviceName: config.otelServiceName });
const app = await buildSiteServer(config, {
  logger: loggerOptions(config.logLevel),
  apiSettings,
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => stopTracing().finally(() => process.exit(0)),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close().catch(() => undefined);
  process.exit(1);
}
