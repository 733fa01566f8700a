import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// docs/adr/0234-openapi-validated.md: the document /api/openapi.json serves passes a maintained
// OpenAPI validator (@apidevtools/swagger-parser: the schema, references that resolve, path
// parameters declared, unique operation ids), run as a script because it is an ES module.
const ROOT = path.resolve(__dirname, '../../../../..');

jest.setTimeout(120_000);

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    const run = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['packages/api-server/scripts/validate-openapi.ts'], {
      cwd: ROOT,
    }).catch((error: { stdout: string; stderr: string }) => ({ stdout: error.stdout, stderr: error.stderr, failed: true }));
    expect('failed' in run ? run.stderr : '').toBe('');
    expect(run.stdout).toMatch(/^valid OpenAPI 3\.0\.3: \d+ paths/);
  });
});
