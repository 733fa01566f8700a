import type { SuiteResult } from './suite-result';
import type { SuiteContext } from './suite-context';

/** Placeholder until the API package names its PostgreSQL switch; returns null = nothing to run. */
export async function postgresApiSuite(_context: SuiteContext): Promise<SuiteResult | null> {
  return null;
}
