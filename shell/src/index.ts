// zod 4 probes `new Function('')` when it builds its first object schema, to decide whether it may
// compile fast parsers. The CSP forbids eval (docs/adr/0146-csp-nonces-and-violation-reports.md),
// so the probe fails quietly but the browser reports a `securitypolicyviolation` on every page.
// `jitless` skips the probe; set before any bundle (shell or remote) loads zod, through the
// global every copy of zod reads its configuration from (what `z.config({ jitless: true })` sets).
const ZOD_CONFIG = '__zod_globalConfig';
const zodGlobal = globalThis as unknown as Record<string, { jitless?: boolean } | undefined>;
zodGlobal[ZOD_CONFIG] = { ...zodGlobal[ZOD_CONFIG], jitless: true };

// The host bundles its shared singletons eagerly (ADR 0192), so it needs no async boundary to
// negotiate them: the bootstrap is part of this entry file (`eager`: no chunk of its own, one file
// less to fetch before the page is interactive) and still runs after the federation runtime.
void import(/* webpackMode: "eager" */ './bootstrap');
