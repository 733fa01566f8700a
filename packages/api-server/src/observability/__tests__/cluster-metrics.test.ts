import {
  apiReady,
  postgresAdmin,
  postgresDatabaseUrl,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from '../../test-support/api-process';
import { usePostgres } from '../../test-support/test-app';

// API_PROCESSES > 1 runs on PostgreSQL only (PGlite's files belong to one process): the `api-pg` suite.
const describeOnPostgres = usePostgres ? describe : describe.skip;
jest.setTimeout(180_000);

const dbName = `travel_cluster_metrics_${process.pid}_${Math.floor(Math.random() * 1e6)}`;

function count(text: string, route: string): number {
  const line = text.split('\n').find((l) => l.startsWith('http_server_request_duration_seconds_count{') && l.includes(`route="${route}"`));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describeOnPostgres('GET /metrics of two API processes on one port', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    await postgresAdmin(`CREATE DATABASE ${dbName}`);
    api = await startApiProcess({
      DATABASE_URL: postgresDatabaseUrl(dbName),
      API_PROCESSES: '2',
      SEED_OFFERS: '300',
      DATA_DIR: '/nonexistent',
    });
    await apiReady(api);
  });
  afterAll(async () => {
    await stopApiProcess(api);
    await postgresAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('answers the whole cluster: every request counted once, whichever process served it or the scrape', async () => {
    const scrape = async () => (await fetch(`http://127.0.0.1:${api.port}/metrics`)).text();
    const before = count(await scrape(), '/api/health');
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${api.base}/health`)).status).toBe(200);
    // Several scrapes, handed to either process: the same total each time.
    const totals = await Promise.all([scrape(), scrape(), scrape(), scrape()]);
    expect(totals.map((text) => count(text, '/api/health'))).toEqual([before + 20, before + 20, before + 20, before + 20]);
    // The database's series come once, not once per process.
    const orders = totals[0]!.match(/^# TYPE travel_orders gauge$/m);
    expect(orders).not.toBeNull();
    const lag = totals[0]!.split('\n').filter((l) => l.startsWith('travel_offer_index_version_lag '));
    expect(lag).toEqual(['travel_offer_index_version_lag 0']);
  });
});
