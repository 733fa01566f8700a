import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SuiteResult } from './suite-result';
import { bin, elapsedSeconds, type SuiteContext } from './suite-context';
import { listWorkspaces } from './workspaces';

/** tsc's "No inputs were found": a workspace that holds no TypeScript yet has nothing to check. */
const NO_INPUTS = 'TS18003';
/** One tsc per core; each finishes in seconds, so more would only queue. */
const PARALLEL = 2;

interface WorkspaceCheck {
  readonly workspace: string;
  readonly ok: boolean;
  readonly output: string;
}

function checkWorkspace(repoRoot: string, workspace: string): Promise<WorkspaceCheck> {
  return new Promise((resolve) => {
    execFile(
      bin(repoRoot, 'tsc'),
      ['--noEmit', '-p', workspace],
      { cwd: repoRoot, encoding: 'utf8', timeout: 5 * 60_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ workspace, ok: error === null, output: `${stdout}${stderr}` }),
    );
  });
}

/** `tsc --noEmit` per workspace; each workspace is one check. */
export async function typecheckSuite(context: SuiteContext): Promise<SuiteResult> {
  const startedAt = Date.now();
  const workspaces = listWorkspaces(context.repoRoot).filter((workspace) =>
    existsSync(path.join(context.repoRoot, workspace, 'tsconfig.json')),
  );
  const checks: WorkspaceCheck[] = [];
  for (let index = 0; index < workspaces.length; index += PARALLEL) {
    const batch = workspaces.slice(index, index + PARALLEL);
    checks.push(...(await Promise.all(batch.map((workspace) => checkWorkspace(context.repoRoot, workspace)))));
  }
  let passed = 0;
  const empty: string[] = [];
  const failures: string[] = [];
  // Reported in workspace order, each workspace's errors together.
  for (const check of checks) {
    if (check.ok) {
      passed += 1;
      console.info(`  tsc ${check.workspace}: ok`);
    } else if (check.output.includes(NO_INPUTS) && !/error TS(?!18003)/.test(check.output)) {
      empty.push(check.workspace);
      console.info(`  tsc ${check.workspace}: no TypeScript sources yet`);
    } else {
      failures.push(check.workspace);
      console.info(`  tsc ${check.workspace}: FAILED`);
      process.stdout.write(check.output.endsWith('\n') ? check.output : `${check.output}\n`);
    }
  }
  const notes: string[] = [];
  if (failures.length > 0) notes.push(`failed: ${failures.join(', ')}`);
  if (empty.length > 0) notes.push(`no sources: ${empty.join(', ')}`);
  return { name: 'typecheck (workspaces)', passed, failed: failures.length, notes, seconds: elapsedSeconds(startedAt) };
}
