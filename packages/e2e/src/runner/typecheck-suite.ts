import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SuiteResult } from './suite-result';
import { bin, elapsedSeconds, type SuiteContext } from './suite-context';
import { listWorkspaces } from './workspaces';

/** tsc's "No inputs were found": a workspace that holds no TypeScript yet has nothing to check. */
const NO_INPUTS = 'TS18003';

/** `tsc --noEmit` per workspace; each workspace is one check. */
export async function typecheckSuite(context: SuiteContext): Promise<SuiteResult> {
  const startedAt = Date.now();
  let passed = 0;
  let failed = 0;
  const empty: string[] = [];
  const failures: string[] = [];
  for (const workspace of listWorkspaces(context.repoRoot)) {
    if (!existsSync(path.join(context.repoRoot, workspace, 'tsconfig.json'))) continue;
    // tsc (TypeScript 7, native) takes well under a second per workspace; running them one by one
    // keeps each workspace's errors together.
    const result = spawnSync(bin(context.repoRoot, 'tsc'), ['--noEmit', '-p', workspace], {
      cwd: context.repoRoot,
      encoding: 'utf8',
      timeout: 5 * 60_000,
    });
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    if (result.status === 0) {
      passed += 1;
      console.info(`  tsc ${workspace}: ok`);
    } else if (output.includes(NO_INPUTS) && !/error TS(?!18003)/.test(output)) {
      empty.push(workspace);
      console.info(`  tsc ${workspace}: no TypeScript sources yet`);
    } else {
      failed += 1;
      failures.push(workspace);
      console.info(`  tsc ${workspace}: FAILED`);
      process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    }
  }
  const notes: string[] = [];
  if (failures.length > 0) notes.push(`failed: ${failures.join(', ')}`);
  if (empty.length > 0) notes.push(`no sources: ${empty.join(', ')}`);
  return { name: 'typecheck (workspaces)', passed, failed, notes, seconds: elapsedSeconds(startedAt) };
}
