/**
 * Starts webpack-dev-server for the app in the current directory (its port is in ADR 0001).
 * Usage (from an app's package.json): `tsx ../packages/federation/scripts/dev-app.ts`.
 */
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { loadAppConfig } from './lib/run-webpack';

const config = await loadAppConfig(process.cwd(), 'development');
const { devServer, ...webpackConfig } = config as typeof config & { devServer?: WebpackDevServer.Configuration };
const server = new WebpackDevServer(devServer ?? {}, webpack(webpackConfig));
await server.start();
console.info(`dev server: http://${devServer?.host ?? 'localhost'}:${String(devServer?.port ?? '')}/`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
