/**
 * Limits of the contracts that remotes read, handed out by this shared singleton: a remote that
 * imported them from `@travel/contracts/api/*` itself would bundle that module's schemas and zod a
 * second time. Zod-free, so a first paint loads no schema; the error bodies' schemas come with
 * `loadApiContracts()`.
 */
export { FAVORITES_LIMIT } from '@travel/contracts/api/favorites-limit';
