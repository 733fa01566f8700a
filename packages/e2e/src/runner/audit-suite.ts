import { spawn } from 'node:child_process';
import type { SuiteResult } from './suite-result';
import { elapsedSeconds, type SuiteContext } from './suite-context';

/** The parts of `npm audit --json` (npm 7+) the report reads. */
interface AuditVia {
  title?: string;
  url?: string;
}
interface AuditEntry {
  name: string;
  severity: string;
  via: Array<string | AuditVia>;
}
interface AuditReport {
  vulnerabilities?: Record<string, AuditEntry>;
  metadata: { vulnerabilities: { high: number; critical: number } };
}
interface AuditFailure {
  message?: string;
  error: { code?: string | null; summary?: string };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isReport = (value: unknown): value is AuditReport =>
  isObject(value) &&
  isObject(value['metadata']) &&
  isObject(value['metadata']['vulnerabilities']) &&
  typeof value['metadata']['vulnerabilities']['high'] === 'number' &&
  typeof value['metadata']['vulnerabilities']['critical'] === 'number';
const isFailure = (value: unknown): value is AuditFailure => isObject(value) && isObject(value['error']);

const blockingLevels = new Set(['high', 'critical']);

export type AuditOutcome =
  | { kind: 'report'; blocking: number; lines: string[] }
  /** The registry could not be asked: counted neither passed nor failed. */
  | { kind: 'unreachable'; reason: string };

/** Reads `npm audit --omit=dev --json`: high and critical advisories in production dependencies block. */
export function readAudit(stdout: string): AuditOutcome {
  let raw: unknown;
  try {
    raw = JSON.parse(stdout);
  } catch {
    return { kind: 'unreachable', reason: 'npm audit printed no report' };
  }
  if (!isReport(raw)) {
    // npm's own failure (no network, a registry without the audit endpoint) is a JSON `error`.
    if (!isFailure(raw)) return { kind: 'unreachable', reason: 'unreadable report' };
    const reason = raw.message ?? ([raw.error.code, raw.error.summary].filter(Boolean).join(': ') || 'npm audit failed');
    return { kind: 'unreachable', reason };
  }
  const lines = Object.values(raw.vulnerabilities ?? {})
    .filter((entry) => blockingLevels.has(entry.severity))
    .map((entry) => {
      const advisories = entry.via.flatMap((via) =>
        typeof via === 'string' ? [`via ${via}`] : [`${via.title ?? ''} ${via.url ?? ''}`.trim()],
      );
      return `${entry.severity.padEnd(8)} ${entry.name}: ${advisories.join('; ')}`;
    });
  const { high, critical } = raw.metadata.vulnerabilities;
  return { kind: 'report', blocking: high + critical, lines };
}

function runAudit(cwd: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', () => resolve(''));
    child.on('close', () => {
      clearTimeout(timer);
      resolve(out);
    });
  });
}

/**
 * `npm audit --omit=dev --audit-level=high`: one check, failed by any high or critical advisory in
 * a production dependency. The report is printed; an unreachable registry is said and not counted.
 */
export async function auditSuite(context: SuiteContext): Promise<SuiteResult> {
  const startedAt = Date.now();
  const outcome = readAudit(await runAudit(context.repoRoot, 3 * 60_000));
  if (outcome.kind === 'unreachable') {
    console.info(`npm audit: the registry could not be asked (${outcome.reason}); not counted`);
    return {
      name: 'npm audit (prod)',
      passed: 0,
      failed: 0,
      notes: ['registry unreachable, not counted'],
      seconds: elapsedSeconds(startedAt),
    };
  }
  console.info(`npm audit --omit=dev: ${outcome.blocking} high or critical advisories`);
  for (const line of outcome.lines) console.info(`  ${line}`);
  const ok = outcome.blocking === 0;
  return { name: 'npm audit (prod)', passed: ok ? 1 : 0, failed: ok ? 0 : 1, notes: [], seconds: elapsedSeconds(startedAt) };
}
