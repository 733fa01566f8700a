/**
 * A webpack loader for the stylesheets apps emit as assets (`new URL('./x.css', import.meta.url)`):
 * replaces each `@import '<package>/<file>.css';` line with that file's text, resolved like a
 * module import (the package's `exports`). The shell's one stylesheet thus carries
 * `@travel/ui/design-tokens.css` without a second request or a CSS toolchain
 * (docs/adr/0311-design-tokens-stylesheet-in-ui.md). Only whole-line imports of `.css` files.
 */
import type { LoaderContext } from 'webpack';

const CSS_IMPORT = /^@import\s+['"]([^'"]+\.css)['"];[ \t]*$/gm;

export default function cssImportLoader(this: LoaderContext<Record<string, never>>, source: string): void {
  const done = this.async();
  const resolve = this.getResolve({ dependencyType: 'esm' });
  const requests = [...source.matchAll(CSS_IMPORT)].map((match) => match[1] ?? '');
  Promise.all(
    requests.map(async (request) => {
      const file = await resolve(this.context, request);
      this.addDependency(file);
      const text = await new Promise<string>((ok, fail) =>
        this.fs.readFile(file, (error, data) => (error || data === undefined ? fail(error ?? new Error(file)) : ok(data.toString('utf8')))),
      );
      return [request, text.trimEnd()] as const;
    }),
  ).then(
    (texts) => {
      const byRequest = new Map(texts);
      done(
        null,
        source.replace(CSS_IMPORT, (_line, request: string) => byRequest.get(request) ?? ''),
      );
    },
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
  );
}
