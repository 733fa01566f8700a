/** @jest-environment jsdom */
import path from 'node:path';
import { buildStartScript } from '../start-script-plugin';
import { REPO_ROOT } from '../webpack-config';

const SHELL_STARTER = {
  sourceFile: path.join(REPO_ROOT, 'shell/src/start/start-after-first-screen.ts'),
  exportName: 'startAfterFirstScreen',
  args: [1000],
};

describe('buildStartScript', () => {
  it("builds the shell's starter into one small script that runs by itself in the page", () => {
    const script = buildStartScript(SHELL_STARTER);
    // Compiled alone and minified: no module system, no imports, about a kilobyte (the starter's
    // three holds: a hero painted, a hero decoded, a text page's first contentful paint).
    expect(script).not.toMatch(/\brequire\(|\bimport\b|__webpack/);
    expect(script.length).toBeLessThan(1300);

    document.head.innerHTML = '<link rel="preload" as="script" href="/main.js" data-app-entry>';
    document.body.innerHTML = '<div id="root"></div>';
    // As the browser runs start.js: a classic script in the page's global scope.
    new Function(script)();
    expect(Array.from(document.head.querySelectorAll('script'), (element) => new URL(element.src).pathname)).toEqual(['/main.js']);
  });

  it('refuses a starter without the named function', () => {
    expect(() => new Function(buildStartScript({ ...SHELL_STARTER, exportName: 'start' }))()).toThrow(TypeError);
  });
});
