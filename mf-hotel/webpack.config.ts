import { createRemoteConfig, createRemoteServerConfig, type BuildMode } from '@travel/federation/webpack-config';

/** The `hotel` remote: one exposed module per page it owns in the shell's route table. */
export default (_env: unknown, argv: { mode?: BuildMode }) =>
  createRemoteConfig(
    {
      appDir: import.meta.dirname,
      name: 'hotel',
      exposes: {
        './HotelPage': './src/exposes/hotel-page.tsx',
        './OfferPage': './src/exposes/offer-page.tsx',
        './PreviewPage': './src/exposes/preview-page.tsx',
        './HotelsListingPage': './src/exposes/hotels-listing-page.tsx',
        './ComparePage': './src/exposes/compare-page.tsx',
      },
    },
    argv.mode ?? 'production',
  );

/** The hotel page's first paint rendered by the site server. */
export const server = (_env: unknown, argv: { mode?: BuildMode }) =>
  createRemoteServerConfig({ appDir: import.meta.dirname, name: 'hotel', entry: './src/server-exposes.ts' }, argv.mode ?? 'production');
