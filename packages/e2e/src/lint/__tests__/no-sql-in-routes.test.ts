import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// docs/adr/0255-sql-only-in-queries.md: an API handler parses its input, calls a function of
// `src/queries/` (or another data module) and answers. SQL in a handler hides the statements from
// the query layer's tests and invites a query per loop turn; this test keeps them out.
const API_SRC = path.resolve(__dirname, '../../../../api-server/src');

/** A route module: anything under `src/routes/`, and `*-routes.ts` / `*-route.ts` files elsewhere. */
const isRouteModule = (relative: string): boolean =>
  !relative.includes('__tests__') &&
  relative.endsWith('.ts') &&
  (relative.startsWith('routes/') || /-routes?\.ts$/.test(path.basename(relative)));

/** What SQL in a route module looks like. Built from parts so this file passes its own scan. */
const SQL_SIGNS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'an import of the SQL builder', pattern: new RegExp(["from '", 'drizzle-orm'].join('')) },
  { name: 'a sql`…` statement', pattern: new RegExp(['\\bsql', '(\\.raw\\(|\\.join\\(|`)'].join('')) },
  {
    name: 'a statement run on a connection',
    pattern: new RegExp(['\\b(db|tx|q|database|recorder\\.db)\\.', '(rows|execute|query|select|insert|update|delete)\\s*[<(]'].join('')),
  },
  {
    name: 'SQL text',
    pattern: new RegExp(['\\b(SELECT\\s+[\\w*]|INSERT\\s+INTO|UPDATE\\s+\\w+\\s+SET', '|DELETE\\s+FROM)\\b'].join('')),
  },
];

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** Every sign of SQL in a route module, as `file:line: what`. */
function sqlIn(relative: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { name, pattern } of SQL_SIGNS) if (pattern.test(line)) found.push(`routes ${relative}:${index + 1}: ${name}`);
  });
  return found;
}

function sqlInRouteModules(): string[] {
  return sourceFiles(API_SRC)
    .filter(isRouteModule)
    .flatMap((relative) => sqlIn(relative, readFileSync(path.join(API_SRC, relative), 'utf8')));
}

describe('lint: the API route modules hold no SQL', () => {
  it('scans the route modules (the directory and the *-routes files beside features)', () => {
    const scanned = sourceFiles(API_SRC).filter(isRouteModule);
    expect(scanned).toEqual(expect.arrayContaining(['routes/hotels.ts', 'routes/content.ts', 'staff/hit-offer-routes.ts']));
  });

  it('finds no SQL in any of them', () => {
    expect(sqlInRouteModules()).toEqual([]);
  });

  it('catches each sign of SQL in a new route file, by file and line', () => {
    const tag = ['s', 'ql'].join('');
    const probe = [
      `import { ${tag} } from '${['drizzle', '-orm'].join('')}';`,
      `const a = ${tag}\`SEL${'ECT'} 1\`;`,
      `const b = await db.${'rows'}<{ n: number }>(a);`,
      `const c = 'DELETE ${'FROM'} offers';`,
      `const d = createHash('sha256').update(secret);`,
    ].join('\n');
    expect(['routes/new-call.ts', 'payments/refund-routes.ts', 'observability/metrics-route.ts'].every(isRouteModule)).toBe(true);
    expect(['queries/hotels.ts', 'routes/__tests__/x.test.ts'].some(isRouteModule)).toBe(false);
    expect(sqlIn('routes/new-call.ts', probe)).toEqual([
      'routes routes/new-call.ts:1: an import of the SQL builder',
      'routes routes/new-call.ts:2: a sql`…` statement',
      'routes routes/new-call.ts:2: SQL text',
      'routes routes/new-call.ts:3: a statement run on a connection',
      'routes routes/new-call.ts:4: SQL text',
    ]);
  });
});
