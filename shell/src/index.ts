// zod 4 probes `new Function('')` when it builds its first object schema, to decide whether it may
// compile fast parsers. The CSP forbids eval (docs/adr/0146-csp-nonces-and-violation-reports.md),
// so the probe fails quietly but the browser reports a `securitypolicyviolation` on every page.
// `jitless` skips the probe; set before any bundle (shell or remote) loads zod, through the
// global every copy of zod reads its configuration from (what `z.config({ jitless: true })` sets).
const ZOD_CONFIG = '__zod_globalConfig';
const zodGlobal = globalThis as unknown as Record<string, { jitless?: boolean } | undefined>;
zodGlobal[ZOD_CONFIG] = { ...zodGlobal[ZOD_CONFIG], jitless: true };

// Async boundary: the federation runtime negotiates shared singletons before any of them runs.
void import('./bootstrap');
