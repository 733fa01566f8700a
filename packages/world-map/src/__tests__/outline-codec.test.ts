import { LAND_110M } from '../land-110m';
import { decodeOutlines, encodeOutlines, outlinePath } from '../outline-codec';

describe('the shipped outlines', () => {
  it('read back what was written, to a hundredth of a degree', () => {
    const lines = [
      [
        [21.01, 52.23],
        [-0.12, 51.5],
        [179.99, -16.5],
      ],
      [[0, 0]],
    ] as const;
    expect(decodeOutlines(encodeOutlines(lines))).toEqual(lines);
  });

  it('hold the world: land on every inhabited continent, within the map limits', () => {
    const rings = decodeOutlines(LAND_110M);
    expect(rings.length).toBeGreaterThan(100);
    const points = rings.flat();
    expect(points.every(([lng, lat]) => lng >= -180 && lng <= 180 && lat >= -61 && lat <= 84)).toBe(true);
    // Inside a ring's box: Europe, Africa, both Americas, Asia, Australia.
    const boxes = rings.map((ring) => {
      const lngs = ring.map(([lng]) => lng);
      const lats = ring.map(([, lat]) => lat);
      return [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)] as const;
    });
    for (const [lng = 0, lat = 0] of [
      [15, 50],
      [20, 5],
      [-100, 40],
      [-60, -10],
      [90, 40],
      [135, -25],
    ]) {
      expect(boxes.some(([west, east, south, north]) => lng >= west && lng <= east && lat >= south && lat <= north)).toBe(true);
    }
  });

  it('draws a path that lifts the pen across the projection edge and closes rings', () => {
    const project = (lng: number, lat: number) => ({ x: lng + 180, y: 90 - lat });
    expect(
      outlinePath(
        [
          [
            [10, 10],
            [20, 10],
            [20, 20],
          ],
        ],
        project,
        { closed: true },
      ),
    ).toBe('M190 80L200 80L200 70Z');
    expect(
      outlinePath(
        [
          [
            [170, 0],
            [-170, 0],
            [-160, 0],
          ],
        ],
        project,
        { closed: true, maxJump: 180 },
      ),
    ).toBe('M350 90M10 90L20 90');
  });
});
