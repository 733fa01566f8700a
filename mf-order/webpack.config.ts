import { createRemoteConfig, type BuildMode } from '@travel/federation/webpack-config';

/** The `order` remote: one exposed module per page it owns in the shell's route table. */
export default (_env: unknown, argv: { mode?: BuildMode }) =>
  createRemoteConfig(
    {
      appDir: import.meta.dirname,
      name: 'order',
      exposes: {
        './OrderPage': './src/exposes/order-page.tsx',
        './ThankYouPage': './src/exposes/thank-you-page.tsx',
        './UnavailablePage': './src/exposes/unavailable-page.tsx',
        './TrackingPage': './src/exposes/tracking-page.tsx',
        './OfferForClientPage': './src/exposes/offer-for-client-page.tsx',
      },
    },
    argv.mode ?? 'production',
  );
