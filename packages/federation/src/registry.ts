import type { RemoteRegistry } from '@travel/contracts/remotes';
import { isRemoteRegistryEntry } from '@travel/contracts/remotes-guard';

/** Registry keys are container names: the five remotes and the staff `*_debug` containers. */
const REMOTE_KEY = /^[a-z][a-z0-9_]*$/;
/** Same-origin path or http(s) URL; anything else (`javascript:`, `data:`) is never loaded. */
const ENTRY_URL = /^(\/(?!\/)|https?:\/\/)/;

export const REGISTRY_ELEMENT_ID = 'remote-registry';
export const REGISTRY_URL = '/remotes.json';

export interface RegistryParseResult {
  registry: RemoteRegistry;
  /** Entries that were dropped, for error reporting. */
  problems: string[];
}

/**
 * Parses a registry leniently: a bad entry is dropped (and named in `problems`) instead of
 * costing the whole site; the other remotes still load.
 */
export function parseRegistry(input: unknown): RegistryParseResult {
  const registry: RemoteRegistry = {};
  const problems: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { registry, problems: ['registry is not an object'] };
  }
  for (const [name, value] of Object.entries(input)) {
    // A plain check held to `remoteRegistryEntrySchema` by contracts' tests: the shell reads the
    // registry on every page before any remote loads, without zod (ADR 0192).
    if (!REMOTE_KEY.test(name)) problems.push(`invalid remote name "${name}"`);
    else if (!isRemoteRegistryEntry(value)) problems.push(`invalid entry for "${name}"`);
    else if (!ENTRY_URL.test(value.entry)) problems.push(`invalid entry URL for "${name}"`);
    else registry[name] = { entry: value.entry, version: value.version };
  }
  return { registry, problems };
}

export function parseRegistryText(text: string): RegistryParseResult {
  try {
    return parseRegistry(JSON.parse(text) as unknown);
  } catch {
    return { registry: {}, problems: ['registry is not valid JSON'] };
  }
}

/** The shape `registerRemotes` of the MF runtime takes; a `.json` entry is loaded as a manifest. */
export function toRuntimeRemotes(registry: RemoteRegistry): Array<{ name: string; entry: string }> {
  return Object.entries(registry).map(([name, { entry }]) => ({ name, entry }));
}

export interface ReadRegistryOptions {
  document: Pick<Document, 'getElementById'>;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

/**
 * The site server injects the registry into the HTML, which saves a request before the first
 * remote can load; without it (a static host, the dev server) it is fetched.
 */
export async function readRegistry(options: ReadRegistryOptions): Promise<RegistryParseResult> {
  const result = await readRegistryFrom(options);
  pageRegistry = result.registry;
  return result;
}

let pageRegistry: RemoteRegistry = {};

/** The registry this page registered its remotes from (what an order pins, `visitor-versions.ts`). */
export function registryOfThisPage(): RemoteRegistry {
  return pageRegistry;
}

async function readRegistryFrom({ document, fetch }: ReadRegistryOptions): Promise<RegistryParseResult> {
  const inline = document.getElementById(REGISTRY_ELEMENT_ID)?.textContent?.trim();
  if (inline) {
    const parsed = parseRegistryText(inline);
    if (Object.keys(parsed.registry).length > 0) return parsed;
  }
  try {
    const response = await fetch(REGISTRY_URL, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return { registry: {}, problems: [`${REGISTRY_URL} answered ${response.status}`] };
    return parseRegistryText(await response.text());
  } catch (error) {
    return { registry: {}, problems: [`${REGISTRY_URL} failed: ${String(error)}`] };
  }
}
