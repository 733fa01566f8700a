/** Replaced at build time (DefinePlugin + BuildIdPlugin of `@travel/federation`). */
// oxlint-disable-next-line no-underscore-dangle -- the DefinePlugin global is spelt like webpack's own
declare const __SHELL_BUILD_ID__: string | undefined;

/**
 * The running shell's build id, the same value as `dist/build-id.json` and
 * `GET /next-api/build-id/`. `development` outside a webpack build (jest).
 */
export const SHELL_BUILD_ID: string = typeof __SHELL_BUILD_ID__ === 'string' ? __SHELL_BUILD_ID__ : 'development';
