import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDocument } from '../../../content/content-document';
import type { GuideSlug, StaticSlug } from '../../../content/pages';
import { GUIDE_DOCUMENTS, STATIC_DOCUMENTS } from './content-documents';

export type DocumentRef = { readonly kind: 'guide'; readonly slug: GuideSlug } | { readonly kind: 'static'; readonly slug: StaticSlug };

/**
 * A page's body as a query: its chunk loads once per visit (it never changes while the remote's
 * version runs), a failed chunk download is an error the page can retry, and a server render can
 * prefetch it like any API data.
 */
export function contentDocumentQueryOptions(ref: DocumentRef) {
  return queryOptions({
    queryKey: ['content-document', ref.kind, ref.slug] as const,
    queryFn: async (): Promise<ContentDocument> =>
      (await (ref.kind === 'guide' ? GUIDE_DOCUMENTS[ref.slug]() : STATIC_DOCUMENTS[ref.slug]())).document,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useContentDocument(ref: DocumentRef) {
  return useQuery(contentDocumentQueryOptions(ref));
}
