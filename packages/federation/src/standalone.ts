// Dev-only: the standalone host page of a remote (`npm run dev -w mf-hotel`).
export { renderStandalone, samplePath } from './standalone/render-standalone';
export type { StandaloneOptions, StandaloneRoute } from './standalone/render-standalone';
