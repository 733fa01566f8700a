/**
 * The sales-office map's projection: Poland in an equirectangular projection true to scale at
 * 52° N (x shrunk by cos 52°), 60 px per degree of latitude.
 */
const WEST = 13;
const NORTH = 55;
const PX_PER_DEGREE = 60;
const X_SCALE = Math.cos((52 * Math.PI) / 180);

export const POLAND_VIEWBOX = '0 0 420 380';

export function projectPoland(lat: number, lng: number): { x: number; y: number } {
  return { x: (lng - WEST) * PX_PER_DEGREE * X_SCALE, y: (NORTH - lat) * PX_PER_DEGREE };
}
