import { readFile } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import cssImportLoader from '../css-import-loader';

// The shell's stylesheet carries @travel/ui's token stylesheet, inlined by the build
// (docs/adr/0311-design-tokens-stylesheet-in-ui.md).
const SHELL_DIR = path.resolve(__dirname, '../../../../shell/src/layout');
const requireFromShell = createRequire(path.join(SHELL_DIR, 'app-layout.css'));

function run(source: string): Promise<{ css: string; dependencies: string[] }> {
  const dependencies: string[] = [];
  return new Promise((resolve, reject) => {
    const context = {
      context: SHELL_DIR,
      async: () => (error: Error | null, css?: string) => (error ? reject(error) : resolve({ css: css ?? '', dependencies })),
      getResolve: () => async (_from: string, request: string) => requireFromShell.resolve(request),
      addDependency: (file: string) => dependencies.push(file),
      fs: { readFile },
    } as unknown as LoaderContext<Record<string, never>>;
    cssImportLoader.call(context, source);
  });
}

describe('css-import-loader', () => {
  it("replaces a package's CSS @import with the file's text and watches the file", async () => {
    const { css, dependencies } = await run('@import "@travel/ui/design-tokens.css";\n\nbody {\n  color: var(--tr-text);\n}\n');
    expect(css).toContain(':root {\n  --tr-theme: #042c46;');
    expect(css).not.toContain('@import');
    expect(css.endsWith('body {\n  color: var(--tr-text);\n}\n')).toBe(true);
    expect(dependencies).toEqual([requireFromShell.resolve('@travel/ui/design-tokens.css')]);
  });

  it('leaves a stylesheet without imports as it is', async () => {
    const source = '.a {\n  margin: 0;\n}\n';
    expect((await run(source)).css).toBe(source);
  });

  it('fails the build when the import does not resolve', async () => {
    await expect(run("@import '@travel/ui/no-such-file.css';\n")).rejects.toThrow(/no-such-file\.css/);
  });
});
