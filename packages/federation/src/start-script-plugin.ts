import { transformFileSync, minifySync } from '@swc/core';
import webpack from 'webpack';
import type { Compiler } from 'webpack';

/** The page's first script, beside `main.js` in the shell's dist (index.html names it). */
export const START_SCRIPT_NAME = 'start.js';

export interface StartScriptOptions {
  /** A TypeScript file with no imports exporting `exportName(window, ...args)`. */
  readonly sourceFile: string;
  readonly exportName: string;
  readonly args: readonly unknown[];
}

/**
 * The start script as the browser gets it: the source compiled alone (no federation runtime, no
 * webpack glue), called once with `window` and the arguments, minified.
 */
export function buildStartScript(options: StartScriptOptions): string {
  const { code } = transformFileSync(options.sourceFile, {
    swcrc: false,
    configFile: false,
    sourceMaps: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2017' },
    module: { type: 'commonjs' },
  });
  const call = `exports[${JSON.stringify(options.exportName)}](window${options.args.map((arg) => `,${JSON.stringify(arg)}`).join('')});`;
  const wrapped = `(function(){var exports={};\n${code}\n${call}})();`;
  return `${minifySync(wrapped, { compress: true, mangle: true }).code}\n`;
}

/**
 * Emits `start.js` (docs/adr/0333-paint-the-first-screen-before-the-app-starts.md). Before the
 * build id is computed, so a changed start script is a new shell build.
 */
export class StartScriptPlugin {
  constructor(private readonly options: StartScriptOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StartScriptPlugin', (compilation) => {
      compilation.fileDependencies.add(this.options.sourceFile);
      compilation.hooks.processAssets.tap({ name: 'StartScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        compilation.emitAsset(START_SCRIPT_NAME, new webpack.sources.RawSource(buildStartScript(this.options)));
      });
    });
  }
}
