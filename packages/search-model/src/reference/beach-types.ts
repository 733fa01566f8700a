/**
 * Beach types as the API names them (docs/product/reference-data.md); the hotel page labels each
 * in `hotel.json`, the seed draws from them.
 */
export const BEACH_TYPES = [
  'gravel',
  'pier',
  'platform',
  'reef_pier',
  'rocky',
  'sandy',
  'sandy_gravel',
  'sandy_rocky',
  'sandy_with_pier',
  'sandy_with_reef_pier',
] as const;
export type BeachType = (typeof BEACH_TYPES)[number];
