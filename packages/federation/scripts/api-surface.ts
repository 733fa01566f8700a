/**
 * The public surface of each shared workspace package against its last released record
 * (`packages/<name>/api-surface.json`):
 *   npm run api-surface              prints what changed and the bump it needs; exits 1 when not ready
 *   npm run api-surface -- --write   records the current surface as released, if the version allows
 * `npm test` runs the same check (`src/__tests__/api-surface.test.ts`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { checkSurface, releaseRecord, SURFACE_FILE, type ReleasedSurface } from '../src/api-surface';
import { sharedPackageSurfaces } from '../src/shared-package-surfaces';

const write = process.argv.includes('--write');
let failed = false;
for (const { name, version, surface, recordFile } of sharedPackageSurfaces()) {
  const released = JSON.parse(await readFile(recordFile, 'utf8').catch(() => `{"version":"0.0.0","exports":{}}`)) as ReleasedSurface;
  const verdict = checkSurface(name, version, surface, released);
  const unrecordedOnly = verdict.problems.every((problem) => problem.includes('is not recorded as released'));
  if (write && (verdict.ok || unrecordedOnly)) {
    await writeFile(recordFile, `${JSON.stringify(releaseRecord(version, surface, released), null, 2)}\n`);
    console.info(`${name} ${version}: ${SURFACE_FILE} written (${Object.keys(surface).length} exports)`);
    continue;
  }
  for (const problem of verdict.problems) console.error(problem);
  if (verdict.ok) console.info(`${name} ${version}: surface as released`);
  else failed = true;
}
process.exit(failed ? 1 : 0);
