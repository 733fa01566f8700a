/**
 * Error bodies and limits of the contracts that remotes read, handed out by this shared singleton:
 * a remote that imported them from `@travel/contracts/api/*` itself would bundle that module's
 * schemas and zod a second time (~24 KB brotli on its route); through here it uses the shell's.
 */
export { FAVORITES_LIMIT, favoritesLimitError } from '@travel/contracts/api/offers';
