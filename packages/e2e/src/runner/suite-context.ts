/** What every suite gets: where the repo is and a scratch folder for its machine reports. */
export interface SuiteContext {
  readonly repoRoot: string;
  readonly scratchDir: string;
}

export function elapsedSeconds(startedAt: number): number {
  return (Date.now() - startedAt) / 1000;
}

export function bin(repoRoot: string, name: string): string {
  return `${repoRoot}/node_modules/.bin/${name}`;
}
