/**
 * What `loadApiContracts()` loads: the endpoint map with every schema, zod, and the error bodies
 * remotes parse. ~38 KB brotli that no first paint needs (the server-rendered page brings its
 * data; docs/adr/0192-first-load-budget.md).
 */
export { endpoints } from '@travel/contracts/api/endpoints';
export { favoritesLimitError } from '@travel/contracts/api/offers';
