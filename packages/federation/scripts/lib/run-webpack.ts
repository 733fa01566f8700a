import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { BUILD_STATS_FILE } from '../../src/size/first-paint-files';
import type { BuildMode } from '../../src/webpack-config';

export { BUILD_STATS_FILE };

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: BuildMode }) => Configuration;

interface AppConfigModule {
  default: ConfigFactory;
  /** A remote's server bundle (pages the site server renders into the first HTML), built after the client. */
  server?: ConfigFactory;
  /** A staff-only `*_debug` container (dist-debug/), built after the client in production. */
  debug?: ConfigFactory;
}

async function importAppConfig(appDir: string): Promise<AppConfigModule> {
  return (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as AppConfigModule;
}

export async function loadAppConfig(appDir: string, mode: BuildMode): Promise<Configuration> {
  return (await importAppConfig(appDir)).default({}, { mode });
}

function compile(config: Configuration): Promise<webpack.Stats> {
  return new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) return reject(error);
      if (!result) return reject(new Error('webpack returned no stats'));
      return resolve(result);
    });
  });
}

function throwOnErrors(stats: webpack.Stats): void {
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(`warning: ${warning.message}`);
  if (stats.hasErrors()) throw new Error((info.errors ?? []).map((e) => e.message).join('\n\n'));
}

/** Runs one production/development build; resolves with the stats, rejects on any error. */
export async function runWebpackBuild(appDir: string, mode: BuildMode): Promise<webpack.Stats> {
  const module = await importAppConfig(appDir);
  const started = Date.now();
  const stats = await compile(module.default({}, { mode }));
  throwOnErrors(stats);
  // Production only: the dev server serves the client build and the site server renders nothing.
  if (module.server && mode === 'production') throwOnErrors(await compile(module.server({}, { mode })));
  if (module.debug && mode === 'production') throwOnErrors(await compile(module.debug({}, { mode })));
  // The chunk graph `npm run size` reads; a dotfile, so deploy and hashing skip it.
  const graph = stats.toJson({
    all: false,
    chunks: true,
    chunkModules: true,
    dependentModules: true,
    chunkOrigins: true,
    chunkModulesSpace: 1e9,
    entrypoints: true,
    ids: true,
    hash: true,
  });
  await writeFile(path.join(appDir, 'dist', BUILD_STATS_FILE), JSON.stringify(graph));
  console.info(
    `${path.basename(appDir)}: built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), path.join(appDir, 'dist')) || 'dist'}`,
  );
  return stats;
}
