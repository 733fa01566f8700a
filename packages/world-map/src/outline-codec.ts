/**
 * The outlines the shop ships (docs/adr/0221-drawn-basemap.md) are lines of degrees, written as
 * text: lines split by `;`, each line comma-separated integers in hundredths of a degree,
 * longitude then latitude, each pair after the first as the difference from the one before.
 * Small differences keep the text short, and the text compresses well.
 */
export type OutlineLine = readonly (readonly [lng: number, lat: number])[];

const SCALE = 100;

export function encodeOutlines(lines: readonly OutlineLine[]): string {
  return lines
    .map((line) => {
      let lastX = 0;
      let lastY = 0;
      const numbers: number[] = [];
      for (const [lng, lat] of line) {
        const x = Math.round(lng * SCALE);
        const y = Math.round(lat * SCALE);
        numbers.push(x - lastX, y - lastY);
        lastX = x;
        lastY = y;
      }
      return numbers.join(',');
    })
    .join(';');
}

export function decodeOutlines(text: string): OutlineLine[] {
  if (text === '') return [];
  return text.split(';').map((encoded) => {
    const numbers = encoded.split(',').map(Number);
    const line: [number, number][] = [];
    let x = 0;
    let y = 0;
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      x += numbers[index] ?? 0;
      y += numbers[index + 1] ?? 0;
      line.push([x / SCALE, y / SCALE]);
    }
    return line;
  });
}

export interface ProjectedPoint {
  x: number;
  y: number;
}

export interface OutlinePathOptions {
  /** Close each line (`Z`): land rings are closed, borders are open lines. */
  closed: boolean;
  /** A jump wider than this (a line crossing the projection's edge) lifts the pen instead of drawing across. */
  maxJump?: number;
  /** Digits after the point in the path; whole pixels unless told. */
  digits?: number;
}

/** An SVG path of the lines in a projection; points that fall on one another are written once. */
export function outlinePath(
  lines: readonly OutlineLine[],
  project: (lng: number, lat: number) => ProjectedPoint,
  options: OutlinePathOptions,
): string {
  const factor = 10 ** (options.digits ?? 0);
  const round = (value: number): number => Math.round(value * factor) / factor;
  const maxJump = options.maxJump ?? Number.POSITIVE_INFINITY;
  let d = '';
  for (const line of lines) {
    let previous: ProjectedPoint | null = null;
    let part = '';
    let lifted = false;
    let count = 0;
    for (const [lng, lat] of line) {
      const projected = project(lng, lat);
      const point = { x: round(projected.x), y: round(projected.y) };
      if (previous !== null && previous.x === point.x && previous.y === point.y) continue;
      const jump = previous !== null && Math.abs(point.x - previous.x) > maxJump;
      lifted ||= jump;
      part += `${previous === null || jump ? 'M' : 'L'}${point.x} ${point.y}`;
      previous = point;
      count += 1;
    }
    if (count < 2) continue;
    d += options.closed && !lifted ? `${part}Z` : part;
  }
  return d;
}
