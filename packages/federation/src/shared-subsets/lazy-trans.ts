/**
 * `Trans` of the browser builds' react-i18next subset (`react-i18next.ts`): the package's own
 * `Trans` (the instance and namespace from the provider, as react-i18next's `Trans.js` takes them),
 * with the part that parses and renders the text (`TransWithoutContext` and its HTML parser,
 * 3.5 KB brotli in the shell's `main.js`) in a chunk of its own, loaded the first time a `Trans`
 * renders. No page renders one before it is interactive (none renders one at all today), so it
 * leaves every first load; the name stays in the subset, because a host's subset must export every
 * name a remote's was built with (docs/adr/0210-shared-versions-and-compatibility-gate.md,
 * docs/adr/0330-first-load-gap.md). The first render suspends until the chunk is there, like any
 * lazy component (a remote's slot has its Suspense boundary). Tests and the site server use the
 * full package.
 */
import { createElement, lazy, useContext, type ComponentType, type ReactElement } from 'react';
import { getI18n, I18nContext, type Trans as PackageTrans } from '@travel/unshared-react-i18next';

type TransInput = Record<string, unknown> & {
  ns?: unknown;
  i18n?: ReturnType<typeof getI18n>;
  t?: ((...args: never[]) => unknown) & { ns?: unknown };
  tOptions?: unknown;
};

const TransWithoutContext = lazy(() =>
  import(/* webpackChunkName: "trans" */ 'react-i18next/TransWithoutContext').then((module) => ({
    default: module.Trans as unknown as ComponentType<TransInput>,
  })),
);

function ContextTrans(props: TransInput): ReactElement {
  const { ns, i18n: i18nFromProps, t: tFromProps, tOptions = {} } = props;
  // The provider's value carries `defaultNS` when one is given (react-i18next reads it the same way).
  const context = useContext(I18nContext) as { i18n?: ReturnType<typeof getI18n>; defaultNS?: unknown } | undefined;
  const i18n = i18nFromProps ?? context?.i18n ?? getI18n();
  const t = (tFromProps ?? i18n?.t.bind(i18n)) as { ns?: unknown } | undefined;
  return createElement(TransWithoutContext, {
    ...props,
    tOptions,
    // As react-i18next's `Trans`: an empty `ns` falls back too.
    ns: ns || (t?.ns ? undefined : context?.defaultNS || i18n?.options?.defaultNS),
    i18n,
    t: tFromProps,
  });
}

export const Trans = ContextTrans as unknown as typeof PackageTrans;
