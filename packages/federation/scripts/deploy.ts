/**
 * Deploys remotes without touching the shell:
 *   npm run deploy -- <search|hotel|order|reviews|content|search_debug|all> [--no-build]
 * (`<owner>_debug` is the owner's staff-only container, built with it into `dist-debug/`)
 * builds the remote (unless `--no-build` and its dist/ exists), copies dist/ into
 * $DATA_DIR/remotes/<name>/<version>/ and atomically points $DATA_DIR/remotes.json at it.
 * Old version folders stay, so pages opened before the switch keep loading their chunks.
 */
import { cp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES } from '@travel/contracts/remotes';
import { DEBUG_REMOTE_NAMES } from '@travel/contracts/routes';
import { hashDirectory, makeVersion, readRegistryFile, updateRegistryFile } from '../src/deploy-registry';
import { DEBUG_DIST_DIR, REPO_ROOT } from '../src/webpack-config';
import { runWebpackBuild } from './lib/run-webpack';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const DEPLOYABLE: readonly string[] = [...REMOTE_NAMES, ...DEBUG_REMOTE_NAMES];

function parseArgs(argv: string[]): { names: string[]; build: boolean } {
  const build = !argv.includes('--no-build');
  const targets = argv.filter((arg) => !arg.startsWith('--'));
  if (targets.length === 0) throw new Error(`Name a remote (${DEPLOYABLE.join(', ')}) or "all".`);
  const names = targets.includes('all') ? [...DEPLOYABLE] : targets;
  for (const name of names) {
    if (!DEPLOYABLE.includes(name)) throw new Error(`Unknown remote "${name}" (expected ${DEPLOYABLE.join(', ')} or all).`);
  }
  return { names, build };
}

/** The app folder and build output of a deployable name: `search_debug` is mf-search's dist-debug/. */
function sourceOf(name: string): { appDir: string; dist: string } {
  const owner = name.endsWith('_debug') ? name.slice(0, -'_debug'.length) : name;
  const appDir = path.join(REPO_ROOT, `mf-${owner}`);
  return { appDir, dist: path.join(appDir, owner === name ? 'dist' : DEBUG_DIST_DIR) };
}

const built = new Set<string>();

async function deployRemote(name: string, build: boolean, dataDir: string): Promise<string> {
  const { appDir, dist } = sourceOf(name);
  // One build of an app gives both its containers: `search` and `search_debug` build mf-search once.
  if ((build && !built.has(appDir)) || !(await exists(path.join(dist, 'mf-manifest.json')))) {
    await runWebpackBuild(appDir, 'production');
    built.add(appDir);
  }
  if (!(await exists(path.join(dist, 'mf-manifest.json')))) throw new Error(`${dist} has no mf-manifest.json`);

  const registryFile = path.join(dataDir, 'remotes.json');
  const hash = (await hashDirectory(dist)).slice(0, 8);
  const current = (await readRegistryFile(registryFile))[name];
  // An unchanged build keeps its version: restarting the site does not churn folders.
  if (current?.version.endsWith(`-${hash}`) && (await exists(path.join(dataDir, 'remotes', name, current.version, 'mf-manifest.json')))) {
    console.info(`${name}: unchanged, stays at ${current.version}`);
    return current.version;
  }
  const version = makeVersion(new Date(), hash);
  const target = path.join(dataDir, 'remotes', name, version);
  const staging = `${target}.partial`;
  await rm(staging, { recursive: true, force: true });
  await cp(dist, staging, { recursive: true, filter: (source) => !path.basename(source).startsWith('.') });
  // The folder appears complete or not at all; only then does the registry point at it.
  await rename(staging, target);
  await updateRegistryFile(registryFile, name, version);
  console.info(`${name}: deployed ${version} → ${path.relative(REPO_ROOT, target)}`);
  return version;
}

try {
  const { names, build } = parseArgs(process.argv.slice(2));
  const dataDir = path.resolve(REPO_ROOT, process.env['DATA_DIR'] ?? 'data');
  for (const name of names) await deployRemote(name, build, dataDir);
} catch (error) {
  console.error(`deploy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
