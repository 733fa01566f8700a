import { createDebugRemoteConfig, createRemoteConfig, createRemoteServerConfig, type BuildMode } from '@travel/federation/webpack-config';

/** The `search` remote: one exposed module per page it owns in the shell's route table. */
export default (_env: unknown, argv: { mode?: BuildMode }) =>
  createRemoteConfig(
    {
      appDir: import.meta.dirname,
      name: 'search',
      exposes: {
        './HomePage': './src/exposes/home-page.tsx',
        './ListingPage': './src/exposes/listing-page.tsx',
        './FavoritesPage': './src/exposes/favorites-page.tsx',
        './PriceAlertPage': './src/exposes/price-alert-page.tsx',
      },
    },
    argv.mode ?? 'production',
  );

/** The listing's first paint rendered by the site server. */
export const server = (_env: unknown, argv: { mode?: BuildMode }) =>
  createRemoteServerConfig({ appDir: import.meta.dirname, name: 'search', entry: './src/server-exposes.ts' }, argv.mode ?? 'production');

/** The staff-only `search_debug` container: SEO debug, offer-layers debug, hit-offer management. */
export const debug = (_env: unknown, argv: { mode?: BuildMode }) =>
  createDebugRemoteConfig(
    {
      appDir: import.meta.dirname,
      name: 'search_debug',
      exposes: {
        './StaffToolsPage': './src/debug-exposes/staff-tools-page.tsx',
        './SeoDebugPage': './src/debug-exposes/seo-debug-page.tsx',
        './OfferLayersDebugPage': './src/debug-exposes/offer-layers-debug-page.tsx',
        './HitOffersAdminPage': './src/debug-exposes/hit-offers-admin-page.tsx',
      },
    },
    argv.mode ?? 'production',
  );
