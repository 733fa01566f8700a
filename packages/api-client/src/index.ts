export * from './api-client';
export * from './api-error-report';
export * from './query-options';
export * from './mutation-options';
export * from './page-loader';
export * from './error-bodies';
export { loadApiContracts } from './load-api-contracts';
export type { ApiContracts } from './load-api-contracts';
