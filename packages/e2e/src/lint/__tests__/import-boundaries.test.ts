import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The import boundaries of ADR 0010 live in `.oxlintrc.json` (`no-restricted-imports` per folder).
// These tests lint probe files placed where the rules apply, with the repo's own config, so a
// config change that stops the rules from biting fails here rather than in a code review.
const REPO_ROOT = path.resolve(__dirname, '../../../../..');
const OXLINT = path.join(REPO_ROOT, 'node_modules/.bin/oxlint');

interface LintResult {
  status: number | null;
  output: string;
}

/** Writes `source` to `relativePath` for as long as oxlint takes to read it, then removes it. */
function lintProbe(relativePath: string, source: string): LintResult {
  const file = path.join(REPO_ROOT, relativePath);
  writeFileSync(file, source);
  try {
    const run = spawnSync(OXLINT, ['-c', '.oxlintrc.json', relativePath], { cwd: REPO_ROOT, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

const probeName = (folder: string) => `${folder}/zz-import-boundary-probe-${process.pid}.ts`;

describe('lint: import boundaries', () => {
  it("fails a remote that imports the shell's source, naming the rule and the package to use", () => {
    const result = lintProbe(
      probeName('mf-hotel/src'),
      "import { buildRouteObjects } from '../../shell/src/routes/create-app-router';\nexport const probe = buildRouteObjects;\n",
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no-restricted-imports');
    expect(result.output).toContain("'../../shell/src/routes/create-app-router'");
    expect(result.output).toContain('@travel/contracts/routes');
  });

  it('fails a remote that imports another remote', () => {
    const result = lintProbe(
      probeName('mf-hotel/src'),
      "import { stepFromPath } from '../../mf-order/src/features/order-steps/order-steps';\nexport const probe = stepFromPath;\n",
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no-restricted-imports');
    expect(result.output).toContain('A remote never imports another remote');
  });

  it('fails a package that imports an app', () => {
    const result = lintProbe(
      probeName('packages/ui/src'),
      "import { SEARCH_ROUTES } from '../../../mf-search/src/bootstrap';\nexport const probe = SEARCH_ROUTES;\n",
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no-restricted-imports');
    expect(result.output).toContain('A package never imports an app');
  });

  it("fails an app that reaches into a package's files by path", () => {
    const result = lintProbe(
      probeName('mf-hotel/src'),
      "import hotel from '../../packages/i18n/locales/pl/hotel.json';\nexport const probe = hotel;\n",
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no-restricted-imports');
    expect(result.output).toContain('loadNamespace');
  });

  it('passes a remote that imports packages and its own files', () => {
    const result = lintProbe(
      probeName('mf-hotel/src'),
      "import { HOTEL_ROUTES } from '@travel/contracts/routes';\nimport { HotelPage } from './exposes/hotel-page';\nexport const probe = [HOTEL_ROUTES, HotelPage];\n",
    );
    expect(result.output).not.toContain('no-restricted-imports');
    expect(result.status).toBe(0);
  });
});
