/**
 * What the browser builds share as `react-i18next` (shared.ts, `SHARED_SUBSETS`): the provider,
 * the hook, `Trans` and the i18next plugin, without the HOCs, render props, SSR helpers and ICU
 * macros (ADR 0192). Imported through an alias, because the package's `exports` offer no entry
 * with all of these but its share key. `Trans` loads its parser when it first renders
 * (`lazy-trans.ts`, docs/adr/0330-first-load-gap.md).
 *
 * Tests and the site server use the full package. `__tests__/shared-subsets.test.ts` fails when
 * browser code imports a name missing here (it would be `undefined` at run time).
 */
export { I18nextProvider, initReactI18next, useTranslation } from '@travel/unshared-react-i18next';
export { Trans } from './lazy-trans';
