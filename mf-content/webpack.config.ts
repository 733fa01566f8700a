import { createRemoteConfig, createRemoteServerConfig, type BuildMode } from '@travel/federation/webpack-config';

/** The `content` remote: one exposed module per page it owns in the shell's route table. */
export default (_env: unknown, argv: { mode?: BuildMode }) =>
  createRemoteConfig(
    {
      appDir: import.meta.dirname,
      name: 'content',
      exposes: {
        './GuidePage': './src/exposes/guide-page.tsx',
        './DestinationGuidePage': './src/exposes/destination-guide-page.tsx',
        './StaticPage': './src/exposes/static-page.tsx',
        './SalesOfficesPage': './src/exposes/sales-offices-page.tsx',
        './ContactPage': './src/exposes/contact-page.tsx',
        './NewsletterConfirmPage': './src/exposes/newsletter-confirm-page.tsx',
      },
    },
    argv.mode ?? 'production',
  );

/** The content pages' first paint rendered by the site server (guide, static pages, destinations, sales offices). */
export const server = (_env: unknown, argv: { mode?: BuildMode }) =>
  createRemoteServerConfig({ appDir: import.meta.dirname, name: 'content', entry: './src/server-exposes.ts' }, argv.mode ?? 'production');
