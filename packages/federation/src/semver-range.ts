/**
 * The few semver forms our shared packages use (`1.2.3`, `^1.2.3`, `~1.2.3`, `>=1.2.3`, `*`), for
 * the deploy gate in Node and the requirement check in the browser alike. A full semver library
 * would add ~10 KB to every first load for ranges nobody writes here
 * (docs/adr/0210-shared-versions-and-compatibility-gate.md).
 */
export interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Pre-release tag (`1.0.0-rc.1` → `rc.1`); empty for a release. */
  readonly pre: string;
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version | undefined {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: match[4] ?? '' };
}

/** Negative when `a` is older than `b`; a pre-release sorts before its release. */
export function compareVersions(a: Version, b: Version): number {
  const byNumber = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (byNumber !== 0) return byNumber;
  if (a.pre === b.pre) return 0;
  if (a.pre === '') return 1;
  if (b.pre === '') return -1;
  return a.pre < b.pre ? -1 : 1;
}

/**
 * True when `version` satisfies `range`. A range this module cannot read is never satisfied: the
 * gate then refuses, which a person can read and fix, instead of letting an unknown form through.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  const wanted = range.trim();
  if (wanted === '*' || wanted === '' || wanted === 'x') return true;
  return wanted.split('||').some((part) => satisfiesOne(v, part.trim()));
}

function satisfiesOne(v: Version, range: string): boolean {
  const operator = /^(\^|~|>=|<=|>|<|=)?\s*(.*)$/.exec(range);
  const base = parseVersion(operator?.[2] ?? '');
  if (!base) return false;
  const order = compareVersions(v, base);
  // A pre-release only satisfies a range written for that same pre-release line.
  if (v.pre !== '' && !(base.pre !== '' && v.major === base.major && v.minor === base.minor && v.patch === base.patch)) return false;
  switch (operator?.[1]) {
    case '^':
      if (order < 0) return false;
      if (base.major > 0) return v.major === base.major;
      if (base.minor > 0) return v.major === 0 && v.minor === base.minor;
      return v.major === 0 && v.minor === 0 && v.patch === base.patch;
    case '~':
      return order >= 0 && v.major === base.major && v.minor === base.minor;
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}
