import { createDebugRemoteConfig, createRemoteConfig, type BuildMode } from '@travel/federation/webpack-config';

/** The `reviews` remote: one exposed module per page it owns in the shell's route table. */
export default (_env: unknown, argv: { mode?: BuildMode }) =>
  createRemoteConfig(
    {
      appDir: import.meta.dirname,
      name: 'reviews',
      exposes: {
        './ReviewFormPage': './src/exposes/review-form-page.tsx',
      },
    },
    argv.mode ?? 'production',
  );

/** The staff-only `reviews_debug` container: review moderation (docs/adr/0145-staff-debug-remotes.md). */
export const debug = (_env: unknown, argv: { mode?: BuildMode }) =>
  createDebugRemoteConfig(
    {
      appDir: import.meta.dirname,
      name: 'reviews_debug',
      exposes: {
        './ReviewModerationPage': './src/debug-exposes/review-moderation-page.tsx',
      },
    },
    argv.mode ?? 'production',
  );
