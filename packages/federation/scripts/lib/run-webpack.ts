import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { BuildMode } from '../../src/webpack-config';

export const BUILD_STATS_FILE = '.build-stats.json';

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: BuildMode }) => Configuration;

export async function loadAppConfig(appDir: string, mode: BuildMode): Promise<Configuration> {
  const module = (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as { default: ConfigFactory };
  return module.default({}, { mode });
}

/** Runs one production/development build; resolves with the stats, rejects on any error. */
export async function runWebpackBuild(appDir: string, mode: BuildMode): Promise<webpack.Stats> {
  const config = await loadAppConfig(appDir, mode);
  const started = Date.now();
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) return reject(error);
      if (!result) return reject(new Error('webpack returned no stats'));
      return resolve(result);
    });
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(`warning: ${warning.message}`);
  if (stats.hasErrors()) {
    throw new Error((info.errors ?? []).map((e) => e.message).join('\n\n'));
  }
  // The chunk graph `npm run size` reads; a dotfile, so deploy and hashing skip it.
  const graph = stats.toJson({ all: false, chunks: true, chunkModules: true, dependentModules: true, chunkOrigins: true, chunkModulesSpace: 1e9, entrypoints: true, ids: true, hash: true });
  await writeFile(path.join(appDir, 'dist', BUILD_STATS_FILE), JSON.stringify(graph));
  console.info(`${path.basename(appDir)}: built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), path.join(appDir, 'dist')) || 'dist'}`);
  return stats;
}
