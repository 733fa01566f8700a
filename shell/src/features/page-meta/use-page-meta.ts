import { apiQueryOptions, createApiClient, expectedApiErrors, type ApiClient } from '@travel/api-client';
import { useTranslation } from '@travel/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isPublicPage, routeOwner } from '../../routes/route-owner';
import { readSiteConfig } from '../sentry/site-config';
import { applyPageMeta, canonicalPathOf } from './apply-page-meta';

const client: ApiClient = createApiClient();

/**
 * Keeps the head in step with client-side navigation: the page meta of the new address
 * (`/api/seo/meta/`, the call the site server makes for the first page) sets the title through the
 * template, the description and the canonical link. A page without meta gets the defaults
 * (docs/product/page-metadata.md), as does a page that has none (a booking's steps, sign-in, staff tools), without
 * asking. The first page is left as the server wrote it.
 */
export function usePageMeta(target?: Document): void {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const [firstPathname] = useState(pathname);
  const navigated = pathname !== firstPathname;
  const canonicalPath = canonicalPathOf(pathname);
  // A booking's pages, the sign-in and staff pages have no meta of their own: the defaults, asked of nobody.
  const hasMeta = isPublicPage(routeOwner(canonicalPath));
  const meta = useQuery({
    ...apiQueryOptions(client, 'seoMeta', { query: { pathname: canonicalPath } }),
    enabled: navigated && hasMeta,
    retry: false,
    meta: expectedApiErrors(404),
  });

  const seo = meta.data?.seo;
  const settled = !hasMeta || meta.isSuccess || meta.isError;
  useEffect(() => {
    if (!navigated || !settled) return;
    // Read in the effect, never during render: the first paint renders this on the server.
    const doc = target ?? document;
    const baseUrl = readSiteConfig(doc)?.baseUrl ?? doc.location.origin;
    const title = seo?.title.trim();
    applyPageMeta(doc, {
      title: title ? t('meta.titleTemplate', { title }) : t('meta.defaultTitle'),
      description: seo?.description.trim() || t('meta.defaultDescription'),
      canonical: `${baseUrl}${canonicalPath}`,
    });
  }, [target, navigated, settled, seo, canonicalPath, t]);
}
