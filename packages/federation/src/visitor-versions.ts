/**
 * Which version of each remote a visitor gets (docs/adr/0211-canary-and-rollback.md): the canary's
 * share is decided on the server from a sticky bucket cookie, so the first paint and the browser
 * load the same build; a shopper in the order steps keeps the versions the order started with
 * through a pin cookie scoped to that order's address. Browser-safe: the shell writes the pin, the
 * site server reads both.
 */
import type { RemoteRegistry } from '@travel/contracts/remotes';

/** 0-99, drawn once per visitor by the site server; under a canary's percent → the canary. */
export const CANARY_BUCKET_COOKIE = 'travel_canary_bucket';
/** `name:version|name:version`, Path=/rezerwacja/<orderId>/: the versions an order started with. */
export const ORDER_PIN_COOKIE = 'travel_order_versions';
/** An order's pages stay pinned this long at most (an abandoned order's pin simply expires). */
export const ORDER_PIN_MAX_AGE_S = 6 * 60 * 60;

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const NAME = /^[a-z][a-z0-9_]*$/;

/** The value of cookie `name` in a `Cookie` header (or `document.cookie`), if any. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export function parseBucket(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

/** The versions a pin names, malformed parts dropped. */
export function parsePin(value: string | undefined): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const part of (value ?? '').split('|')) {
    const [name, version] = part.split(':');
    if (name !== undefined && version !== undefined && NAME.test(name) && VERSION.test(version)) pins[name] = version;
  }
  return pins;
}

/** The pin of a registry as the browser runs it: every public remote's version. */
export function formatPin(registry: RemoteRegistry): string {
  return Object.entries(registry)
    .filter(([name, { version }]) => NAME.test(name) && !name.endsWith('_debug') && VERSION.test(version))
    .map(([name, { version }]) => `${name}:${version}`)
    .join('|');
}

export function remoteManifestUrl(name: string, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

export interface VisitorVersions {
  /** 0-99, or undefined for a visitor the server has not drawn one for yet. */
  readonly bucket: number | undefined;
  /** Pinned versions that are still deployed (the caller checks the folders). */
  readonly pins: Readonly<Record<string, string>>;
}

/**
 * The registry one visitor is served: `entry` and `version` per remote, nothing of the deploy's own
 * record. A pin wins, then the canary for a bucket under its percent, then the live version.
 */
export function registryForVisitor(registry: RemoteRegistry, { bucket, pins }: VisitorVersions): RemoteRegistry {
  const served: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(registry)) {
    const pinned = pins[name];
    if (pinned !== undefined) served[name] = { entry: remoteManifestUrl(name, pinned), version: pinned };
    else if (entry.canary !== undefined && bucket !== undefined && bucket < entry.canary.percent) {
      served[name] = { entry: entry.canary.entry, version: entry.canary.version };
    } else served[name] = { entry: entry.entry, version: entry.version };
  }
  return served;
}

/** True when some remote runs a canary: only then does a visitor need a bucket. */
export function hasCanary(registry: RemoteRegistry): boolean {
  return Object.values(registry).some((entry) => entry.canary !== undefined);
}

/** `/rezerwacja/<orderId>/…` → `/rezerwacja/<orderId>/`: the pin's cookie path, one order's pages. */
export function orderPathOf(pathname: string): string | undefined {
  const match = /^\/rezerwacja\/([^/]+)\//.exec(pathname);
  return match ? `/rezerwacja/${match[1]}/` : undefined;
}

/**
 * Called on an order step: pins the versions this page runs to the order's pages, unless the order
 * already has a pin (then this page was served those versions). A reload or a return from the
 * payment gateway in the middle of the order then gets the same builds, whatever was deployed since.
 */
export function pinOrderVersions(doc: Pick<Document, 'cookie'>, pathname: string, registry: RemoteRegistry, secure: boolean): void {
  const path = orderPathOf(pathname);
  if (path === undefined || readCookie(doc.cookie, ORDER_PIN_COOKIE) !== undefined) return;
  const pin = formatPin(registry);
  if (pin === '') return;
  doc.cookie = `${ORDER_PIN_COOKIE}=${pin}; Path=${path}; Max-Age=${ORDER_PIN_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
