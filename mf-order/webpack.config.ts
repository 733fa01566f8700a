import { createDebugRemoteConfig, createRemoteConfig, createRemoteServerConfig, type BuildMode } from '@travel/federation/webpack-config';

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
        './MyBookingsPage': './src/exposes/my-bookings-page.tsx',
        './BookingPage': './src/exposes/booking-page.tsx',
      },
    },
    argv.mode ?? 'production',
  );

/**
 * The staff-only `order_debug` container: payments that need attention (docs/adr/0200-payment-state-machine.md)
 * and the offers a seller prepared for clients (docs/adr/0301-staff-list-of-offers-for-clients.md).
 */
export const debug = (_env: unknown, argv: { mode?: BuildMode }) =>
  createDebugRemoteConfig(
    {
      appDir: import.meta.dirname,
      name: 'order_debug',
      exposes: {
        './PaymentAttentionPage': './src/debug-exposes/payment-attention-page.tsx',
        './OffersForClientsPage': './src/debug-exposes/offers-for-clients-page.tsx',
      },
    },
    argv.mode ?? 'production',
  );

/** The thank-you and payment tracking pages' first paint rendered by the site server: what a shopper sees first after paying. */
export const server = (_env: unknown, argv: { mode?: BuildMode }) =>
  createRemoteServerConfig({ appDir: import.meta.dirname, name: 'order', entry: './src/server-exposes.ts' }, argv.mode ?? 'production');
