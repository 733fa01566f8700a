/**
 * webpack config factories for the host (shell) and the five remotes. Node-only: imported by each
 * app's `webpack.config.ts`, never by browser code.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration, type WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { RemoteName } from '@travel/contracts/remotes';
import { endpoints } from '@travel/contracts/api/endpoints';
import { sendTableOf } from '@travel/api-client/send-table';
import { createSharedConfig, isSharedRequest, SHARED_WORKSPACE_PACKAGES, UNSHARED_ALIASES } from './shared';
import { BuildIdPlugin } from './build-id-plugin';
import { START_SCRIPT_NAME, StartScriptPlugin } from './start-script-plugin';
import { hostSharedOffers, SharedManifestPlugin } from './shared-manifest-plugin';
import { TextKeysPlugin } from './text-keys-plugin';

export type BuildMode = 'production' | 'development';

/** webpack config plus the dev-server options `npm run dev` reads. */
export type AppConfig = Configuration & { devServer?: DevServerConfiguration | undefined };

/** Repository root: this file is `packages/federation/src/webpack-config.ts`. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const LOCALES_DIR = path.join(REPO_ROOT, 'packages/i18n/locales');
const RETRY_PLUGIN = path.join(import.meta.dirname, 'runtime/retry-plugin.ts');
const PROVIDE_RUNTIME_CORE_PLUGIN = path.join(import.meta.dirname, 'runtime/provide-runtime-core-plugin.ts');
const SHARED_REQUIREMENTS_PLUGIN = path.join(import.meta.dirname, 'runtime/shared-requirements-plugin.ts');
const CSS_IMPORT_LOADER = path.join(import.meta.dirname, 'css-import-loader.ts');

/** Stylesheets emitted as assets, with their `@import '<package>/x.css';` lines inlined (`css-import-loader.ts`). */
const cssAssetRule = { test: /\.css$/, dependency: 'url', type: 'asset/resource', use: [{ loader: CSS_IMPORT_LOADER }] };

/**
 * Production remotes take the federation runtime from the host (`provide-runtime-core-plugin.ts`)
 * instead of carrying a copy in each `remoteEntry.js` (~16 KB brotli each, ADR 0192). In
 * development a remote's standalone page has no host, so it keeps its own.
 */
const externalRuntime = (mode: BuildMode) => (mode === 'production' ? { externalRuntime: true } : {});

/**
 * The federation runtime's own build-time switches (`FEDERATION_OPTIMIZE_*`, `ENV_TARGET`): every
 * app runs in the browser only (server bundles are built without federation), so the runtime's
 * Node script loading goes; a production remote consumes no other remote, so its remote-loading
 * code goes too (ADR 0192).
 */
const runtimeOptimization = (mode: BuildMode, role: 'host' | 'remote') => ({
  optimization: { target: 'web' as const, disableRemote: role === 'remote' && mode === 'production' },
});

/** Dev-server ports (ADR 0001). */
export const DEV_PORTS = { shell: 3000, search: 3001, hotel: 3002, order: 3003, reviews: 3004, content: 3005 } as const;

export interface RemoteAppOptions {
  appDir: string;
  name: RemoteName;
  /** `./HotelPage` → `./src/exposes/hotel-page.tsx` */
  exposes: Record<string, string>;
}

export interface RemoteServerOptions {
  appDir: string;
  name: RemoteName;
  /**
   * The module whose named exports are the pages the site server may render into the first HTML
   * (docs/adr/0100-first-paint-server-rendering.md), e.g. `./src/server-exposes.ts`.
   */
  entry: string;
}

/** Folder inside `dist/` the server bundle is written to; deployed with the version, never served. */
export const SERVER_BUNDLE_DIR = 'server';
export const SERVER_BUNDLE_FILE = 'exposes.cjs';

export interface HostAppOptions {
  appDir: string;
}

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** The shared singletons for one app, versions read from its package.json; `eager` for the host. */
export function sharedFor(appDir: string, { eager = false }: { eager?: boolean } = {}): ReturnType<typeof createSharedConfig> {
  const pkg = readPackageJson(path.join(appDir, 'package.json'));
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const workspaceVersions: Record<string, string> = {};
  for (const name of SHARED_WORKSPACE_PACKAGES) {
    const dir = path.join(REPO_ROOT, 'packages', name.replace('@travel/', ''));
    const version = readPackageJson(path.join(dir, 'package.json')).version;
    if (version !== undefined) workspaceVersions[name] = version;
  }
  return createSharedConfig({
    eager,
    dependencies: pkg.dependencies ?? {},
    workspaceVersions,
    // A workspace package whose src/index.ts does not exist yet cannot be provided.
    isResolvable: (name) => {
      try {
        return existsSync(requireFromApp.resolve(name));
      } catch {
        return false;
      }
    },
  });
}

const swcRule = (mode: BuildMode) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: mode === 'development' } },
      target: 'es2020',
    },
  },
});

function baseConfig(appDir: string, uniqueName: string, mode: BuildMode): Configuration {
  return {
    mode,
    context: appDir,
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // Assets (`new URL('./x.css', import.meta.url)`) get the same hashed shape as chunks.
      assetModuleFilename: '[name].[contenthash:8][ext]',
      uniqueName,
      // The server bundle (built after this one) lives in dist/server/.
      clean: { keep: (file: string) => file.startsWith(`${SERVER_BUNDLE_DIR}/`) || file === SERVER_BUNDLE_DIR },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Exact matches only (`$`): the subset modules' way to the packages they stand in for.
      alias: Object.fromEntries(Object.entries(UNSHARED_ALIASES).map(([alias, pkg]) => [`${alias}$`, pkg])),
    },
    module: { rules: [swcRule(mode), cssAssetRule] },
    devtool: mode === 'production' ? (process.env['SOURCE_MAPS'] === '1' ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
    performance: { hints: false },
    // webpack 5.111's experimental HTML modules would minify the template and drop `<!--app-head-->`.
    experiments: { html: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

function devServer(port: number, appDir: string): DevServerConfiguration {
  return {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: [
      { directory: LOCALES_DIR, publicPath: '/locales', watch: false },
      { directory: path.join(appDir, 'public'), watch: false },
    ],
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
  };
}

/**
 * The API client's send facts of every endpoint (`sendTableOf` over the contracts), computed here
 * in Node so the browser sends a page's first call without waiting for zod and the schemas, which
 * load beside it for the answer (docs/adr/0194-listing-hydration.md).
 */
function apiSendTablePlugin(): WebpackPluginInstance {
  return new webpack.DefinePlugin({ __API_SEND_TABLE_JSON__: JSON.stringify(JSON.stringify(sendTableOf(endpoints))) });
}

/** A remote's federation container (`remoteEntry.js` and its manifest) on the shell's runtime. */
function containerPlugin(appDir: string, name: string, exposes: Record<string, string>, mode: BuildMode): WebpackPluginInstance {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedFor(appDir),
    manifest: true,
    dts: false,
    experiments: { ...externalRuntime(mode), ...runtimeOptimization(mode, 'remote') },
  });
}

/** The shared workspace packages' folders: their code is the host's, and so are the texts it names. */
const textKeysPlugin = () =>
  new TextKeysPlugin({
    localesDir: LOCALES_DIR,
    hostProvided: SHARED_WORKSPACE_PACKAGES.map((pkg) => path.join(REPO_ROOT, 'packages', pkg.replace('@travel/', ''))),
  });

/**
 * The federation container plus what the deploy gate reads: the subsets it was built with, in its
 * manifest (ADR 0210), and the text keys it uses (`travel-texts.json`, ADR 0347).
 */
function containerPlugins(appDir: string, name: string, exposes: Record<string, string>, mode: BuildMode): WebpackPluginInstance[] {
  return [containerPlugin(appDir, name, exposes, mode), new SharedManifestPlugin(), textKeysPlugin()];
}

/** Config of a remote. In development it also builds its standalone host page (`src/index.ts`). */
export function createRemoteConfig(options: RemoteAppOptions, mode: BuildMode): AppConfig {
  const { appDir, name, exposes } = options;
  const config = baseConfig(appDir, `mf_${name}`, mode);
  const plugins: WebpackPluginInstance[] = [...containerPlugins(appDir, name, exposes, mode), apiSendTablePlugin()];
  if (mode === 'development') {
    plugins.push(
      new HtmlWebpackPlugin({
        templateContent: standaloneHtml(name),
        scriptLoading: 'defer',
        publicPath: '/',
        chunks: ['main'],
      }),
    );
  }
  return {
    ...config,
    // Production holds only the container; the standalone page exists for the team's dev server.
    entry: mode === 'development' ? { main: './src/index.ts' } : {},
    plugins,
    ...(mode === 'development' ? { devServer: devServer(DEV_PORTS[name], appDir) } : {}),
  };
}

/** Folder of a remote's staff-only `<name>_debug` container, beside `dist/` (deployed under its own name). */
export const DEBUG_DIST_DIR = 'dist-debug';

export interface DebugRemoteOptions {
  appDir: string;
  /** `<owner>_debug`, e.g. `search_debug` (docs/adr/0145-staff-debug-remotes.md). */
  name: string;
  exposes: Record<string, string>;
}

/**
 * A staff-only container built by the remote that owns the data: its own build, folder, manifest
 * and registry entry, so no public page's chunk graph can reach its code, and the site server can
 * refuse its files by name.
 */
export function createDebugRemoteConfig(options: DebugRemoteOptions, mode: BuildMode): Configuration {
  const { appDir, name, exposes } = options;
  const base = baseConfig(appDir, `mf_${name}`, mode);
  return {
    ...base,
    entry: {},
    output: { ...base.output, path: path.join(appDir, DEBUG_DIST_DIR), clean: true },
    plugins: [...containerPlugins(appDir, name, exposes, mode), apiSendTablePlugin()],
  };
}

/**
 * The remote's pages for the site server: one CommonJS file, every shared singleton left as a
 * `require()` the site server answers with its own instance, so the shell and the remote render
 * in one React tree exactly as they do in the browser. Asset URLs keep the client build's hashed
 * names (same content, same hash), so a stylesheet the server links is the one the client loads.
 */
export function createRemoteServerConfig(options: RemoteServerOptions, mode: BuildMode): Configuration {
  const { appDir, name, entry } = options;
  const base = baseConfig(appDir, `mf_${name}`, mode);
  return {
    ...base,
    target: 'node20',
    entry: { exposes: entry },
    output: {
      ...base.output,
      path: path.join(appDir, 'dist', SERVER_BUNDLE_DIR),
      filename: SERVER_BUNDLE_FILE,
      chunkFilename: '[name].[contenthash:8].cjs',
      publicPath: '',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [({ request }, callback) => (request !== undefined && isSharedRequest(request) ? callback(undefined, request) : callback())],
    // Lazy parts (the map) are not on a first paint; one file keeps loading simple.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Minified like the client build, so the CSS assets get the same content hash and file name.
    devtool: false,
  };
}

function standaloneHtml(name: string): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} – standalone</title></head><body><div id="root"></div></body></html>`;
}

/**
 * The longest the app waits for the first screen's hero image before it starts anyway: on a slow
 * network the image (high priority, preloaded by the markup) usually arrives before `main.js`.
 */
const START_CAP_MS = 1000;

/** Config of the shell (host): no remotes baked in, they come from the registry at runtime. */
export function createHostConfig(options: HostAppOptions, mode: BuildMode): AppConfig {
  const { appDir } = options;
  const config = baseConfig(appDir, 'shell', mode);
  const shared = sharedFor(appDir, { eager: true });
  return {
    ...config,
    entry: { main: './src/index.ts' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [RETRY_PLUGIN, PROVIDE_RUNTIME_CORE_PLUGIN, SHARED_REQUIREMENTS_PLUGIN],
        experiments: runtimeOptimization(mode, 'host'),
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'src/index.html'),
        // The template preloads the entry scripts and runs `start.js`, which starts them once the
        // first screen is painted (docs/adr/0333-paint-the-first-screen-before-the-app-starts.md).
        inject: false,
        templateParameters: { startScript: `/${START_SCRIPT_NAME}` },
        // Pages live at deep URLs (/hotel/x/); 'auto' would make the script path relative.
        publicPath: '/',
        // The site server fills `<!--app-head-->`; minifying would strip that comment.
        minify: false,
      }),
      new StartScriptPlugin({
        sourceFile: path.join(appDir, 'src/start/start-after-first-screen.ts'),
        exportName: 'startAfterFirstScreen',
        args: [START_CAP_MS],
      }),
      new SharedManifestPlugin(),
      // What the host provides, for its check of each remote's requirements (ADR 0210).
      new webpack.DefinePlugin({ __TRAVEL_SHARED_OFFERS__: JSON.stringify(JSON.stringify(hostSharedOffers(appDir, shared))) }),
      new BuildIdPlugin(),
      apiSendTablePlugin(),
    ],
    ...(mode === 'development' ? { devServer: { ...devServer(DEV_PORTS.shell, appDir), proxy: devProxy() } } : {}),
  };
}

/** In development the shell dev server forwards registry, remotes and API to the site server. */
function devProxy(): NonNullable<DevServerConfiguration['proxy']> {
  const target = process.env['SITE_URL'] ?? 'http://127.0.0.1:8080';
  return [{ context: ['/remotes.json', '/remotes', '/api', '/next-api'], target, changeOrigin: false }];
}
