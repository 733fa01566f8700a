import { ApiError, apiQueryOptions, createApiClient, expectedApiErrors, type ApiClient } from '@travel/api-client';
import { permissionsFor } from '@travel/contracts/events';
import { NOT_FOUND_TITLE, STAFF_FORBIDDEN_TITLE, staffRouteOf } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ownTitleKey } from '../../routes/route-owner';
import { useUiStore } from '../../store/ui-store';
import { readSiteConfig } from '../sentry/site-config';
import { applyPageMeta, canonicalPathOf } from './apply-page-meta';

const client: ApiClient = createApiClient();

/**
 * Keeps the head in step with client-side navigation: the page meta of the new address
 * (`/api/seo/meta/`, the call the site server makes for the first page) sets the title through the
 * template, the description and the canonical link. A page the API has no meta for (a booking's
 * steps, sign-in, staff tools) takes its title from the route table without asking (a staff tool the
 * user may not use: 'Brak dostępu'); an address the
 * API does not know is titled as not found; a public page whose meta has no title gets the default
 * (docs/product/page-metadata.md). The first page is left as the server wrote it.
 */
export function usePageMeta(target?: Document): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('common');
  const [firstPathname] = useState(pathname);
  const navigated = pathname !== firstPathname;
  const canonicalPath = canonicalPathOf(pathname);
  const user = useUiStore((s) => s.userInfo);
  // A booking's pages, the sign-in and staff pages have no meta of their own: their titles, asked of
  // nobody. A staff page the signed-in user may not use shows 'Brak dostępu' and is titled so, as the
  // site server titles its 403 (StaffRoute decides the same from the same user).
  const staff = staffRouteOf(canonicalPath);
  const forbidden = staff !== undefined && user !== null && !permissionsFor(user)[staff.permission];
  const ownTitle = forbidden ? STAFF_FORBIDDEN_TITLE : ownTitleKey(canonicalPath);
  const hasMeta = ownTitle === undefined;
  const meta = useQuery({
    ...apiQueryOptions(client, 'seoMeta', { query: { pathname: canonicalPath } }),
    enabled: navigated && hasMeta,
    retry: false,
    meta: expectedApiErrors(404),
  });

  const seo = meta.data?.seo;
  const settled = !hasMeta || meta.isSuccess || meta.isError;
  const titleKey = ownTitle ?? (meta.error instanceof ApiError && meta.error.status === 404 ? NOT_FOUND_TITLE : undefined);
  useEffect(() => {
    if (!navigated || !settled) return;
    // Read in the effect, never during render: the first paint renders this on the server.
    const doc = target ?? document;
    const baseUrl = readSiteConfig(doc)?.baseUrl ?? doc.location.origin;
    const apply = (title: string | undefined): void =>
      applyPageMeta(doc, {
        title: title ? t('meta.titleTemplate', { title }) : t('meta.defaultTitle'),
        description: seo?.description.trim() || t('meta.defaultDescription'),
        canonical: `${baseUrl}${canonicalPath}`,
      });
    if (titleKey === undefined) {
      apply(seo?.title.trim());
      return;
    }
    // The key's namespace may not be loaded yet (the order remote's texts on its first page).
    let current = true;
    const [namespace = 'common'] = titleKey.split(':');
    void i18n.loadNamespaces(namespace).then(() => {
      if (current) apply(i18n.exists(titleKey) ? String(i18n.t(titleKey as never)) : undefined);
    });
    return () => {
      current = false;
    };
  }, [target, navigated, settled, seo, titleKey, canonicalPath, t, i18n]);
}
