import { createHash } from 'node:crypto';
import webpack from 'webpack';
import type { Compiler } from 'webpack';

/**
 * Same length as the id, so replacing it keeps source-map columns right. DefinePlugin puts it
 * where the shell reads `__SHELL_BUILD_ID__`.
 */
export const BUILD_ID_PLACEHOLDER = '__SHELL_BUILD_ID_00_';
export const BUILD_ID_LENGTH = BUILD_ID_PLACEHOLDER.length;

/** The build id is a hash of the build's own output, so an unchanged shell keeps its id. */
export function computeBuildId(assets: ReadonlyArray<readonly [name: string, content: string | Buffer]>): string {
  const hash = createHash('sha256');
  for (const [name, content] of [...assets].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(name).update('\0').update(content).update('\0');
  }
  return hash.digest('hex').slice(0, BUILD_ID_LENGTH);
}

/**
 * Defines `__SHELL_BUILD_ID__`, then after minification hashes the emitted JS and HTML, writes
 * that hash into the code in place of the placeholder and emits `build-id.json`.
 */
export class BuildIdPlugin {
  apply(compiler: Compiler): void {
    new webpack.DefinePlugin({ __SHELL_BUILD_ID__: JSON.stringify(BUILD_ID_PLACEHOLDER) }).apply(compiler);
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, before webpack's real-content-hash pass renames hashed chunks.
        { name: 'BuildIdPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const hashed = compilation
            .getAssets()
            .filter((asset) => /\.(js|html)$/.test(asset.name))
            .map((asset) => [asset.name, asset.source.source()] as const);
          const buildId = computeBuildId(hashed);
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const code = asset.source.source().toString();
            if (!code.includes(BUILD_ID_PLACEHOLDER)) continue;
            compilation.updateAsset(asset.name, new webpack.sources.RawSource(code.split(BUILD_ID_PLACEHOLDER).join(buildId)));
          }
          compilation.emitAsset('build-id.json', new webpack.sources.RawSource(`${JSON.stringify({ buildId })}\n`));
        },
      );
    });
  }
}
