/**
 * The `<meta name>` under which the site server writes the version of the texts it serves into
 * every page. The shell keeps the texts it stored in the browser under that version (with its
 * build id), so texts changed on the server are not read from an older copy
 * (docs/adr/0347-texts-in-the-deploy-gate.md).
 */
export const TEXTS_VERSION_META = 'texts-version';
