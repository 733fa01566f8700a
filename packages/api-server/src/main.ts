// Standalone API server: `npm run dev -w @travel/api-server` (port 8090). With API_PROCESSES > 1
// this process only starts and watches that many API processes on the same port (ADR 0195).
import cluster from 'node:cluster';
import { parseApiSettings, type ApiSettings } from './api-settings';
import { ConfigError, parseConfig, type ApiConfig } from './config';
import { apiProcessCount, runApiProcesses } from './api-processes';
import { buildApp } from './app';
import { standaloneBaseUrlWarning } from './standalone-base-url';
import { serveClusterMetrics } from './observability/cluster-metrics';
import { metricsAccessOf } from './observability/metrics-route';
import { startTracing, stopTracing } from './observability/tracing';

let config: ApiConfig;
let settings: ApiSettings;
try {
  // The one read of the environment: parsed here, passed down (docs/adr/0256-one-config-passed-down.md).
  config = parseConfig(process.env);
  settings = parseApiSettings(process.env);
  const baseUrlWarning = standaloneBaseUrlWarning(process.env);
  if (baseUrlWarning !== undefined) console.warn(baseUrlWarning);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const processes = apiProcessCount(config.API_PROCESSES);
if (processes > 1 && cluster.isPrimary) {
  // A scrape reaches one process; it asks here for every process's metrics (docs/adr/0225-prometheus-metrics.md).
  serveClusterMetrics();
  runApiProcesses(processes);
} else {
  await startTracing({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: config.OTEL_SERVICE_NAME });
  const app = await buildApp({
    settings,
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    seedOffers: config.SEED_OFFERS,
    logLevel: config.LOG_LEVEL,
    trustProxy: config.TRUST_PROXY,
    metricsAccess: metricsAccessOf(config),
    clusterMetrics: cluster.isWorker,
  });
  const close = async () => {
    await app.close();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
}
