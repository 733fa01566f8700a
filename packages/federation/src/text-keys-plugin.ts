/**
 * Build-time half of the texts gate (docs/adr/0347-texts-in-the-deploy-gate.md): writes
 * `travel-texts.json` with the keys of every namespace the build's own code names, as the text
 * files of this checkout have them. Node-only.
 */
import path from 'node:path';
import webpack, { type Compiler, type Module, type WebpackPluginInstance } from 'webpack';
import { readTextKeys } from './read-text-keys';
import { namespacesNamedIn, TEXTS_FILE } from './text-keys';

export interface TextKeysPluginOptions {
  /** The locales folder of this checkout (`packages/i18n/locales`). */
  readonly localesDir: string;
  /**
   * Folders of code the host provides at run time (the shared workspace packages): what they name
   * is the shell's to serve, and `@travel/i18n` lists every namespace.
   */
  readonly hostProvided: readonly string[];
}

/** The app's own modules and the unshared packages it bundles, after the TypeScript loader. */
function ownSources(modules: Iterable<Module>, hostProvided: readonly string[]): string[] {
  const sources: string[] = [];
  for (const module of modules) {
    if (!(module instanceof webpack.NormalModule)) continue;
    const file = module.resource.split('?')[0] ?? '';
    if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    if (hostProvided.some((dir) => file.startsWith(`${dir}${path.sep}`))) continue;
    const source = module.originalSource()?.source();
    if (source !== undefined) sources.push(source.toString());
  }
  return sources;
}

export class TextKeysPlugin implements WebpackPluginInstance {
  constructor(private readonly options: TextKeysPluginOptions) {}

  apply(compiler: Compiler): void {
    const name = 'TravelTextKeysPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      let sources: string[] = [];
      // Read before optimisation: afterwards concatenated modules hide the ones they joined.
      compilation.hooks.finishModules.tap(name, (modules) => {
        sources = ownSources(modules, this.options.hostProvided);
      });
      compilation.hooks.processAssets.tapPromise({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const texts = await readTextKeys(this.options.localesDir);
        const named = namespacesNamedIn(sources, Object.keys(texts));
        const record = Object.fromEntries(named.map((namespace) => [namespace, texts[namespace] ?? []]));
        compilation.emitAsset(TEXTS_FILE, new webpack.sources.RawSource(`${JSON.stringify(record, null, 1)}\n`));
      });
    });
  }
}
