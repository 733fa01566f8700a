import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/e2e/src/harness → the repository root, wherever the command was started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
