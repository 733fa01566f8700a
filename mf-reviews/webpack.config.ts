import { createRemoteConfig, type BuildMode } from '@travel/federation/webpack-config';

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
