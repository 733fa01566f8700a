// Public API of @travel/world-map: the codec and path writer of the outlines the shop ships. The
// outlines themselves are subpath modules, imported lazily where a map draws them:
//   import('@travel/world-map/land-110m') → LAND_110M (world land, 1:110m)
//   import('@travel/world-map/land-50m')  → LAND_50M, BORDERS_50M (land and country borders, 1:50m)
export * from './outline-codec';
