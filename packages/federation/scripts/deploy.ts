/**
 * Deploys remotes without touching the shell (docs/adr/0211-canary-and-rollback.md):
 *   npm run deploy -- <search|hotel|order|reviews|content|search_debug|reviews_debug|order_debug|all> [--no-build]
 *   npm run deploy -- <remote> --canary 10      the new version for 10 % of visitors (sticky per visitor)
 *   npm run deploy -- <remote> --promote        the canary for everyone
 *   npm run rollback -- <remote>                one step back (ends a canary, else the previous version)
 *   npm run deploy -- <remote> --from <dir>     deploy a build made elsewhere (its dist/ folder)
 *   npm run deploy -- all --check               before a shell or texts go live: can the shell at SHELL_DIST,
 *                                               with the texts at LOCALES_DIR, serve every deployed version?
 * (`<owner>_debug` is the owner's staff-only container, built with it into `dist-debug/`)
 * builds the remote (unless `--no-build` and its dist/ exists), copies dist/ into
 * $DATA_DIR/remotes/<name>/<version>/ and atomically points $DATA_DIR/remotes.json at it: but only
 * after the live shell's manifest (SHELL_DIST, default shell/dist) shows it provides every shared
 * package the remote requires (docs/adr/0210-shared-versions-and-compatibility-gate.md) and the live
 * texts (LOCALES_DIR, default packages/i18n/locales) have every text key it uses (ADR 0347). The last
 * KEEP_VERSIONS (5) versions stay on disk, so open pages keep loading their chunks and a rollback
 * has somewhere to go. DEPLOY_USER (default: the system user) is recorded with each step.
 */
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@travel/contracts/remotes';
import { DEBUG_REMOTE_NAMES } from '@travel/contracts/routes';
import {
  changeRegistryFile,
  DEFAULT_KEEP_VERSIONS,
  hashDirectory,
  makeVersion,
  readRegistryFile,
  rollbackTarget,
  versionsToPrune,
  withPromotedCanary,
  withRemoteVersion,
  withRolledBack,
  type DeployActor,
} from '../src/deploy-registry';
import { describeUnmet, sharedOffersOf, unmetRequirements } from '../src/shared-contract';
import { describeMissingTexts, missingTextKeys } from '../src/text-keys';
import { readBuildTextKeys, readTextKeys } from '../src/read-text-keys';
import { DEBUG_DIST_DIR, LOCALES_DIR, REPO_ROOT } from '../src/webpack-config';
import { runWebpackBuild } from './lib/run-webpack';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const DEPLOYABLE: readonly string[] = [...REMOTE_NAMES, ...DEBUG_REMOTE_NAMES];
const MANIFEST = 'mf-manifest.json';

interface Args {
  names: string[];
  build: boolean;
  action: 'deploy' | 'promote' | 'rollback' | 'check';
  canary: number | undefined;
  from: string | undefined;
}

function valueOf(argv: string[], flag: string): string | undefined {
  const index = argv.indexOf(flag);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
  return value;
}

function parseArgs(argv: string[]): Args {
  const canaryText = valueOf(argv, '--canary');
  const from = valueOf(argv, '--from');
  const canary = canaryText === undefined ? undefined : Number(canaryText);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) {
    throw new Error(`--canary takes a share of visitors from 1 to 99 (%), not "${canaryText}"`);
  }
  const action = argv.includes('--rollback')
    ? 'rollback'
    : argv.includes('--promote')
      ? 'promote'
      : argv.includes('--check')
        ? 'check'
        : 'deploy';
  const targets = argv.filter((arg, index) => !arg.startsWith('--') && !['--canary', '--from'].includes(argv[index - 1] ?? ''));
  if (targets.length === 0) throw new Error(`Name a remote (${DEPLOYABLE.join(', ')}) or "all".`);
  const names = targets.includes('all') ? [...DEPLOYABLE] : targets;
  for (const name of names) {
    if (!DEPLOYABLE.includes(name)) throw new Error(`Unknown remote "${name}" (expected ${DEPLOYABLE.join(', ')} or all).`);
  }
  if (((action !== 'deploy' && action !== 'check') || canary !== undefined || from !== undefined) && names.length !== 1) {
    throw new Error('--canary, --promote, --from and rollback take one remote');
  }
  return { names, build: !argv.includes('--no-build') && from === undefined, action, canary, from };
}

/** The app folder and build output of a deployable name: `search_debug` is mf-search's dist-debug/. */
function sourceOf(name: string): { appDir: string; dist: string } {
  const owner = name.endsWith('_debug') ? name.slice(0, -'_debug'.length) : name;
  const appDir = path.join(REPO_ROOT, `mf-${owner}`);
  return { appDir, dist: path.join(appDir, owner === name ? 'dist' : DEBUG_DIST_DIR) };
}

/** The shell the site server serves (its SHELL_DIST), whose manifest says what it provides. */
function liveShellManifest(): string {
  return path.join(path.resolve(REPO_ROOT, process.env['SHELL_DIST'] ?? 'shell/dist'), MANIFEST);
}

/** The texts the site server serves (its LOCALES_DIR, the same default). */
function liveLocalesDir(): string {
  return process.env['LOCALES_DIR'] === undefined ? LOCALES_DIR : path.resolve(REPO_ROOT, process.env['LOCALES_DIR']);
}

/**
 * The compatibility gate: refuses a remote build the live site cannot serve, naming each shared
 * package's required and provided version (ADR 0210) and each text key the live texts lack
 * (ADR 0347).
 */
async function checkCompatible(
  name: string,
  manifestFile: string,
  advice = 'Deploy a site (shell and texts) built with these versions first, then this remote.',
): Promise<void> {
  const shellFile = liveShellManifest();
  let shellText: string;
  try {
    shellText = await readFile(shellFile, 'utf8');
  } catch {
    throw new Error(`refused: the live shell has no ${MANIFEST} at ${shellFile}, so what it provides is unknown; build the shell first`);
  }
  const unmet = unmetRequirements(sharedOffersOf(JSON.parse(await readFile(manifestFile, 'utf8'))), sharedOffersOf(JSON.parse(shellText)));
  const required = await readBuildTextKeys(path.dirname(manifestFile));
  const missing = Object.keys(required).length === 0 ? [] : missingTextKeys(required, await readTextKeys(liveLocalesDir()));
  const problems = [...unmet.map((item) => describeUnmet(name, item)), ...missing.map((item) => describeMissingTexts(name, item))];
  if (problems.length > 0) {
    throw new Error(
      `refused: the live site cannot serve this ${name} build:\n${problems.map((line) => `  - ${line}`).join('\n')}\n${advice}`,
    );
  }
}

function actor(): DeployActor {
  let user = process.env['DEPLOY_USER'];
  if (!user) {
    try {
      user = userInfo().username;
    } catch {
      user = 'unknown';
    }
  }
  return { by: user || 'unknown', at: new Date() };
}

function keepVersions(): number {
  const keep = Number(process.env['KEEP_VERSIONS'] ?? DEFAULT_KEEP_VERSIONS);
  return Number.isInteger(keep) && keep >= 2 ? keep : DEFAULT_KEEP_VERSIONS;
}

const built = new Set<string>();

async function copyVersion(name: string, dist: string, dataDir: string, version: string): Promise<void> {
  const target = path.join(dataDir, 'remotes', name, version);
  if (await exists(path.join(target, MANIFEST))) return;
  const staging = `${target}.partial`;
  await rm(staging, { recursive: true, force: true });
  await cp(dist, staging, { recursive: true, filter: (source) => !path.basename(source).startsWith('.') });
  // The folder appears complete or not at all; only then does the registry point at it.
  await rename(staging, target);
}

async function prune(name: string, dataDir: string, registryFile: string): Promise<void> {
  const dir = path.join(dataDir, 'remotes', name);
  const folders = await readdir(dir).catch(() => [] as string[]);
  const entry = (await readRegistryFile(registryFile))[name];
  for (const folder of versionsToPrune(entry, folders, keepVersions())) {
    await rm(path.join(dir, folder), { recursive: true, force: true });
    console.info(`${name}: removed old version ${folder}`);
  }
}

async function deployRemote(name: string, args: Args, dataDir: string): Promise<string> {
  const { appDir, dist: builtDist } = sourceOf(name);
  const dist = args.from === undefined ? builtDist : path.resolve(args.from);
  // One build of an app gives both its containers: `search` and `search_debug` build mf-search once.
  if (args.from === undefined && ((args.build && !built.has(appDir)) || !(await exists(path.join(dist, MANIFEST))))) {
    await runWebpackBuild(appDir, 'production');
    built.add(appDir);
  }
  if (!(await exists(path.join(dist, MANIFEST)))) throw new Error(`${dist} has no ${MANIFEST}`);
  await checkCompatible(name, path.join(dist, MANIFEST));

  const registryFile = path.join(dataDir, 'remotes.json');
  const hash = (await hashDirectory(dist)).slice(0, 8);
  const current = (await readRegistryFile(registryFile))[name];
  const same = (version: string | undefined) => version?.endsWith(`-${hash}`) === true;
  const target = args.canary === undefined ? current?.version : current?.canary?.version;
  // An unchanged build keeps its version: restarting the site does not churn folders.
  if (same(target) && target !== undefined && (await exists(path.join(dataDir, 'remotes', name, target, MANIFEST)))) {
    console.info(`${name}: unchanged, stays at ${target}`);
    return target;
  }
  const version = same(current?.canary?.version) && current?.canary ? current.canary.version : makeVersion(new Date(), hash);
  await copyVersion(name, dist, dataDir, version);
  await changeRegistryFile(registryFile, (registry) =>
    withRemoteVersion(registry, name, version, actor(), { canaryPercent: args.canary, keep: keepVersions() }),
  );
  const share = args.canary === undefined || current === undefined ? '' : ` for ${args.canary} % of visitors (canary)`;
  console.info(`${name}: deployed ${version}${share} → ${path.relative(REPO_ROOT, path.join(dataDir, 'remotes', name, version))}`);
  await prune(name, dataDir, registryFile);
  return version;
}

async function promote(name: string, dataDir: string): Promise<void> {
  const registryFile = path.join(dataDir, 'remotes.json');
  const canary = (await readRegistryFile(registryFile))[name]?.canary;
  if (canary === undefined) throw new Error(`${name} has no canary to promote`);
  await checkCompatible(name, path.join(dataDir, 'remotes', name, canary.version, MANIFEST));
  await changeRegistryFile(registryFile, (registry) => withPromotedCanary(registry, name, actor(), keepVersions()));
  console.info(`${name}: ${canary.version} promoted, now live for every visitor`);
  await prune(name, dataDir, registryFile);
}

async function rollback(name: string, dataDir: string): Promise<void> {
  const registryFile = path.join(dataDir, 'remotes.json');
  const entry = (await readRegistryFile(registryFile))[name];
  const back = rollbackTarget(entry);
  if (back === undefined) throw new Error(`${name} has no earlier version to roll back to`);
  if (entry?.canary === undefined) await checkCompatible(name, path.join(dataDir, 'remotes', name, back, MANIFEST));
  await changeRegistryFile(registryFile, (registry) => withRolledBack(registry, name, actor()));
  console.info(
    entry?.canary === undefined ? `${name}: rolled back to ${back}` : `${name}: canary ${entry.canary.version} ended, ${back} for everyone`,
  );
}

/**
 * The gate the other way round: a new shell must still serve what is deployed. Run with SHELL_DIST
 * at the new shell build before it goes live.
 */
async function checkDeployed(names: readonly string[], dataDir: string): Promise<void> {
  const registry = await readRegistryFile(path.join(dataDir, 'remotes.json'));
  const problems: string[] = [];
  for (const name of names) {
    const entry = registry[name];
    for (const version of [entry?.version, entry?.canary?.version]) {
      if (version === undefined) continue;
      try {
        await checkCompatible(
          name,
          path.join(dataDir, 'remotes', name, version, MANIFEST),
          'This site (shell and texts) must not go live while that version is deployed.',
        );
        console.info(`${name} ${version}: served by the shell at ${path.dirname(liveShellManifest())}`);
      } catch (error) {
        problems.push(`${name} ${version}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

try {
  const args = parseArgs(process.argv.slice(2));
  if (args.action === 'check') {
    await checkDeployed(args.names, path.resolve(REPO_ROOT, process.env['DATA_DIR'] ?? 'data'));
    process.exit(0);
  }
  const dataDir = path.resolve(REPO_ROOT, process.env['DATA_DIR'] ?? 'data');
  for (const name of args.names) {
    if (args.action === 'promote') await promote(name, dataDir);
    else if (args.action === 'rollback') await rollback(name, dataDir);
    else await deployRemote(name, args, dataDir);
  }
} catch (error) {
  console.error(`deploy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
