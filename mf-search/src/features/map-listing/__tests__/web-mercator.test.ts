import * as fc from 'fast-check';
import { parseFiltr, writeFiltr, createDefaultSearchState } from '@travel/search-model';
import { mapAreaOfBounds } from '../map-area';
import {
  MAX_LATITUDE,
  boundsOf,
  distanceKm,
  fitBounds,
  fromScreen,
  panBy,
  project,
  scaleBar,
  toScreen,
  unproject,
  viewBounds,
  wrapLng,
  zoomAround,
  type Bounds,
} from '../web-mercator';

const NOW = new Date('2026-06-01T10:00:00Z');
const close = (a: number, b: number, digits = 6) => expect(a).toBeCloseTo(b, digits);

describe('Web Mercator projection', () => {
  it('puts the known points where slippy-map tiles have them', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: -180 }, 1).x).toBe(0);
    close(project({ lat: MAX_LATITUDE, lng: 0 }, 0).y, 0, 4);
    close(project({ lat: -MAX_LATITUDE, lng: 0 }, 0).y, 256, 4);
    // Warsaw at zoom 10 lies on tile 571/337 (OpenStreetMap's numbering).
    const warsaw = project({ lat: 52.2297, lng: 21.0122 }, 10);
    expect([Math.floor(warsaw.x / 256), Math.floor(warsaw.y / 256)]).toEqual([571, 337]);
  });

  it('unproject inverts project', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 179.999, noNaN: true }),
        fc.integer({ min: 0, max: 18 }),
        (lat, lng, zoom) => {
          const back = unproject(project({ lat, lng }, zoom), zoom);
          expect(Math.abs(back.lat - lat)).toBeLessThan(1e-6);
          expect(Math.abs(back.lng - lng)).toBeLessThan(1e-6);
        },
      ),
    );
  });

  it('toScreen and fromScreen are inverse, the centre sits mid-map', () => {
    const view = { center: { lat: 36, lng: 25 }, zoom: 7 };
    expect(toScreen(view.center, view, 800, 400)).toEqual({ x: 400, y: 200 });
    const point = fromScreen({ x: 123, y: 321 }, view, 800, 400);
    const again = toScreen(point, view, 800, 400);
    close(again.x, 123, 4);
    close(again.y, 321, 4);
  });

  it('keeps markers beside the antimeridian on the near copy of the world', () => {
    const view = { center: { lat: -17, lng: 179.5 }, zoom: 6 };
    const fiji = toScreen({ lat: -17, lng: -179.5 }, view, 600, 400);
    expect(fiji.x).toBeGreaterThan(300);
    expect(fiji.x).toBeLessThan(600);
  });

  it('wraps longitudes into [-180, 180)', () => {
    expect(wrapLng(190)).toBe(-170);
    expect(wrapLng(-190)).toBe(170);
    expect(wrapLng(180)).toBe(-180);
    expect(wrapLng(0)).toBe(0);
  });
});

describe('view maths', () => {
  it('viewBounds are north, east, south, west around the centre', () => {
    const [north, east, south, west] = viewBounds({ center: { lat: 40, lng: 20 }, zoom: 6 }, 512, 512);
    expect(north).toBeGreaterThan(40);
    expect(south).toBeLessThan(40);
    expect(east).toBeGreaterThan(20);
    expect(west).toBeLessThan(20);
    // 512 px at zoom 6 is 512 / 16384 of the world's 360°.
    close(east - west, (512 / 16384) * 360, 6);
  });

  it('fitBounds shows the whole box at the largest whole zoom that fits', () => {
    const box: Bounds = [35.7, 26.3, 34.9, 23.5]; // Crete
    const view = fitBounds(box, 800, 420);
    const [north, east, south, west] = viewBounds(view, 800, 420);
    expect(north).toBeGreaterThanOrEqual(box[0]);
    expect(east).toBeGreaterThanOrEqual(box[1]);
    expect(south).toBeLessThanOrEqual(box[2]);
    expect(west).toBeLessThanOrEqual(box[3]);
    expect(Number.isInteger(view.zoom)).toBe(true);
    // One zoom level closer would cut the island.
    const closer = viewBounds({ ...view, zoom: view.zoom + 1 }, 800, 420);
    expect(closer[1] - closer[3]).toBeLessThan(box[1] - box[3]);
  });

  it('fitBounds of one point stops at the maximum zoom instead of infinity', () => {
    expect(fitBounds([35, 24, 35, 24], 800, 420).zoom).toBe(12);
  });

  it('boundsOf is the smallest box around the points', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { lat: 35, lng: 24 },
        { lat: 37, lng: 22 },
        { lat: 36, lng: 27 },
      ]),
    ).toEqual([37, 27, 35, 22]);
  });

  it('panBy moves the centre by screen pixels; zoomAround keeps the anchor still', () => {
    const view = { center: { lat: 36, lng: 25 }, zoom: 8 };
    const moved = panBy(view, 256, 0);
    close(moved.center.lng - 25, 360 / 2 ** 8, 6);
    const anchor = { x: 100, y: 50 };
    const under = fromScreen(anchor, view, 800, 400);
    const zoomed = zoomAround(view, 10, anchor, 800, 400);
    expect(zoomed.zoom).toBe(10);
    const after = toScreen(under, zoomed, 800, 400);
    close(after.x, 100, 3);
    close(after.y, 50, 3);
  });

  it('distanceKm and the scale bar use round distances', () => {
    close(distanceKm({ lat: 52.2297, lng: 21.0122 }, { lat: 50.0647, lng: 19.945 }), 252, -1);
    const bar = scaleBar(0, 0, 120);
    expect([1, 2, 5]).toContain(bar.metres / 10 ** Math.floor(Math.log10(bar.metres)));
    expect(bar.pixels).toBeLessThanOrEqual(120);
    expect(bar.pixels).toBeGreaterThan(120 / 5);
  });
});

describe('mapAreaOfBounds: the visible area as `obszar`', () => {
  it('has the viewport centre and a radius reaching every corner', () => {
    const bounds: Bounds = [36, 27, 34, 23];
    const area = mapAreaOfBounds(bounds);
    expect(area.viewportBounds).toEqual(bounds);
    expect(area.lat).toBe(35);
    expect(area.lng).toBe(25);
    for (const corner of [
      { lat: 36, lng: 27 },
      { lat: 34, lng: 23 },
      { lat: 36, lng: 23 },
      { lat: 34, lng: 27 },
    ]) {
      expect(distanceKm(area, corner)).toBeLessThanOrEqual(area.radius);
    }
    expect(Number.isInteger(area.radius)).toBe(true);
  });

  it('survives the filtr codec: written and read back it is the same area', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: 0.01, max: 9, noNaN: true }),
        fc.double({ min: -175, max: 170, noNaN: true }),
        fc.double({ min: 0.01, max: 9, noNaN: true }),
        (south, height, west, width) => {
          const area = mapAreaOfBounds([south + height, west + width, south, west]);
          const state = { ...createDefaultSearchState(), mapArea: area };
          const filtr = writeFiltr(state, { now: NOW });
          const parsed = parseFiltr(filtr, { now: NOW });
          expect(parsed.mapArea).toEqual(area);
        },
      ),
      { numRuns: 200 },
    );
  });
});
