/**
 * Builds the app in the current directory with its `webpack.config.ts` (webpack's Node API run
 * through tsx, so configs and the federation package stay TypeScript).
 * Usage (from an app's package.json): `tsx ../packages/federation/scripts/build-app.ts`.
 */
import path from 'node:path';
import { runWebpackBuild } from './lib/run-webpack';

const appDir = process.cwd();
await runWebpackBuild(appDir, 'production').catch((error: unknown) => {
  console.error(`Build of ${path.basename(appDir)} failed:`, error instanceof Error ? error.message : error);
  process.exit(1);
});
