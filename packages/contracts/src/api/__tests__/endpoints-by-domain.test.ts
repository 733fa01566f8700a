import { readdirSync } from 'node:fs';
import path from 'node:path';
import { endpoints, type Endpoint } from '../endpoints';

const DOMAIN_DIR = path.join(__dirname, '../endpoints');

/** Every `*Endpoints` map exported by the per-domain files, by file. */
function domainMaps(): Array<[file: string, calls: Record<string, Endpoint>]> {
  return readdirSync(DOMAIN_DIR)
    .filter((file) => file.endsWith('.ts') && file !== 'endpoint.ts')
    .flatMap((file) => {
      const module = require(path.join(DOMAIN_DIR, file)) as Record<string, unknown>;
      return Object.entries(module)
        .filter(([name]) => name.endsWith('Endpoints'))
        .map(([, calls]) => [file, calls as Record<string, Endpoint>] as [string, Record<string, Endpoint>]);
    });
}

describe('endpoints, declared per domain and merged in one map', () => {
  it('holds every call of every domain file, the same object, and nothing else', () => {
    const maps = domainMaps();
    expect(maps.length).toBeGreaterThanOrEqual(10);
    const declared = maps.flatMap(([, calls]) => Object.entries(calls));
    for (const [name, call] of declared) expect(endpoints[name as keyof typeof endpoints]).toBe(call);
    expect(declared).toHaveLength(Object.keys(endpoints).length);
  });

  it('gives each method and path to one call only', () => {
    const routes = Object.values(endpoints).map((call: Endpoint) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
