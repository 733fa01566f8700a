/**
 * The pages of this remote the site server may render into the first HTML
 * (docs/adr/0100-first-paint-server-rendering.md): guide, static pages, destinations and sales
 * offices, the pages people and search engines land on. Built into `dist/server/exposes.cjs` with
 * the shared singletons left to the host; same components as the browser's exposes.
 */
import type { PageLoader } from '@travel/api-client';
import { CONTENT_STYLESHEET_URL } from './components/use-content-stylesheet';
import { destinationGuidePageLoader, guidePageLoader, salesOfficesPageLoader, staticPageLoader } from './exposes/page-loaders';

export { GuidePage } from './exposes/guide-page';
export { StaticPage } from './exposes/static-page';
export { DestinationGuidePage } from './exposes/destination-guide-page';
export { SalesOfficesPage } from './exposes/sales-offices-page';

/** The stylesheets each page needs in the first HTML (the site server inlines them), as assets of this build. */
export const stylesheets: Readonly<Record<string, readonly string[]>> = {
  GuidePage: [CONTENT_STYLESHEET_URL],
  StaticPage: [CONTENT_STYLESHEET_URL],
  DestinationGuidePage: [CONTENT_STYLESHEET_URL],
  SalesOfficesPage: [CONTENT_STYLESHEET_URL],
};

/** What each page prefetches before its one render on the server (its declared first-paint data). */
export const loaders: Readonly<Record<string, PageLoader>> = {
  GuidePage: guidePageLoader,
  StaticPage: staticPageLoader,
  DestinationGuidePage: destinationGuidePageLoader,
  SalesOfficesPage: salesOfficesPageLoader,
};
