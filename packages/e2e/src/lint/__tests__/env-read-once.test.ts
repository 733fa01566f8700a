import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// docs/adr/0256-one-config-passed-down.md: the environment is parsed once, at start-up, by a config
// module called from the process's entry point, and what it parsed is passed down. A module that
// reads `process.env` itself is a second parse nobody validates, and a setting tests cannot pass.
const REPO_ROOT = path.resolve(__dirname, '../../../../..');

/** Where application code lives: every workspace's `src/`. */
const APP_SOURCE = /^(packages\/[^/]+|shell|shell\/server|mf-[^/]+)\/src\/.*\.(ts|tsx|mts|cts)$/;

/** Test code and test harnesses set up processes of their own; they may read the environment. */
const TEST_CODE = /(^|\/)(__tests__|test-support)\/|\.test\.tsx?$|^packages\/e2e\//;

/** The modules that may read `process.env`, each with its reason. */
const ALLOWED: Readonly<Record<string, string>> = {
  'packages/api-server/src/config.ts': "the API's config module (`loadConfig`)",
  'shell/server/src/config.ts': "the site server's config module (`loadConfig`)",
  'packages/api-server/src/main.ts': 'entry point: parses the config and the API settings, passes them down',
  'shell/server/src/main.ts': 'entry point: draws the demo secrets into the environment, then parses the API settings',
  'packages/api-server/src/import/cli.ts': 'entry point of `npm run import`: the demo secrets and the mail links',
  'packages/federation/src/webpack-config.ts': 'build tooling, run by webpack: SOURCE_MAPS and the dev server proxy target',
};

const READS_ENV = new RegExp(['\\bprocess', '(\\.env\\b|\\[\\s*[\'"]env[\'"]\\s*\\])'].join(''));
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

/** Tracked files and new ones not ignored, so a new read is caught before it is committed. */
function applicationFiles(): string[] {
  const run = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
  return [...new Set(run.stdout.split('\0'))].filter((file) => APP_SOURCE.test(file) && !TEST_CODE.test(file));
}

/** Every code line that reads the environment, as `file:line`. */
function readsIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (!COMMENT_LINE.test(line) && READS_ENV.test(line) ? [`${file}:${index + 1}`] : []));
}

function readFile(file: string): string {
  try {
    return readFileSync(path.join(REPO_ROOT, file), 'utf8');
  } catch {
    return ''; // deleted in the work tree, still in the index
  }
}

describe('lint: the environment is read by the config modules and entry points only', () => {
  it('finds no other module reading process.env', () => {
    const reads = applicationFiles()
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => readsIn(file, readFile(file)));
    expect(reads).toEqual([]);
  });

  it('lists no allowed module that no longer reads it', () => {
    const stale = Object.keys(ALLOWED).filter((file) => readsIn(file, readFile(file)).length === 0);
    expect(stale).toEqual([]);
  });

  it('catches a read in a new module, and not one in a comment or a test', () => {
    const probe = [
      '/** Reads `process.env.X` (a comment). */',
      "const level = process.env.LOG_LEVEL ?? 'info';",
      "const secret = process['env']['SECRET'];",
    ].join('\n');
    expect(readsIn('packages/api-server/src/routes/new-call.ts', probe)).toEqual([
      'packages/api-server/src/routes/new-call.ts:2',
      'packages/api-server/src/routes/new-call.ts:3',
    ]);
    expect(APP_SOURCE.test('packages/api-server/src/routes/new-call.ts')).toBe(true);
    expect(TEST_CODE.test('packages/api-server/src/__tests__/config.test.ts')).toBe(true);
    expect(TEST_CODE.test('packages/api-server/src/test-support/test-app.ts')).toBe(true);
  });
});
