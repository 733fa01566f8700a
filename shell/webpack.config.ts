import { createHostConfig, type BuildMode } from '@travel/federation/webpack-config';

/** The shell (host): no remotes in the build; they come from the registry at runtime. */
export default (_env: unknown, argv: { mode?: BuildMode }) => createHostConfig({ appDir: import.meta.dirname }, argv.mode ?? 'production');
