import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient } from '@travel/api-client';
import type { Review, ReviewDraftFields, RotateInfo } from '@travel/contracts';
import { useAutosave } from '@travel/ui';

const client = createApiClient();
/** The same calls with `keepalive`: sent even when the page is gone (a reload right after typing). */
const lastingClient = createApiClient({ fetch: (input, init) => fetch(input, { ...init, keepalive: true }) });

/** Where this browser remembers its draft per hotel (the HttpOnly cookie is what proves it is its own). */
const draftKey = (hotelId: number) => `review-draft:${hotelId}`;
const rememberedDraft = (hotelId: number): string | null => {
  try {
    return window.localStorage.getItem(draftKey(hotelId));
  } catch {
    return null;
  }
};
const rememberDraft = (hotelId: number, reviewId: string | null) => {
  try {
    if (reviewId) window.localStorage.setItem(draftKey(hotelId), reviewId);
    else window.localStorage.removeItem(draftKey(hotelId));
  } catch {
    // Private mode without storage: the draft lives as long as the page.
  }
};

export function useHotelBySlug(hotelSlug: string) {
  return useQuery({ ...apiQueryOptions(client, 'hotelsHotel', { query: { hotelSlug } }), enabled: hotelSlug !== '' });
}

export function useReviewFormOptions() {
  return useQuery({ ...apiQueryOptions(client, 'reviewFormOptions', {}), staleTime: Infinity });
}

/** `GET /api/review/hotel/{hotelId}/from-mail/{rating}/?rid=`: who the e-mail link is for (403 for a bad or expired one). */
export function useFromMail(hotelId: number | undefined, rating: number | null, rid: string | null) {
  return useQuery({
    ...apiQueryOptions(client, 'reviewFromMail', {
      params: { hotelId: String(hotelId), rating: String(rating) },
      query: { rid: rid ?? '' },
    }),
    enabled: hotelId !== undefined && rating !== null && rid !== null,
    retry: false,
    meta: BROWSER_ONLY_QUERY,
  });
}

/**
 * Why the API refused a review link, or a review without one (docs/adr/0232-reviews-from-real-stays.md),
 * or a review of a stay that has one already (docs/product/reviews.md, one review per stay).
 */
export type ReviewLinkRefusal = 'rid-required' | 'rid-invalid' | 'rid-expired' | 'rid-before-stay-end' | 'review-exists';
const REFUSALS: readonly string[] = [
  'rid-required',
  'rid-invalid',
  'rid-expired',
  'rid-before-stay-end',
  'review-exists',
] satisfies ReviewLinkRefusal[];

/** The refusal in an API error (a 403 or 409 with its `code`), or null for any other failure. */
export function reviewLinkRefusal(error: unknown): ReviewLinkRefusal | null {
  if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 409)) return null;
  const code = (error.body as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REFUSALS.includes(code) ? (code as ReviewLinkRefusal) : null;
}

/** Whether this browser has a draft of the hotel's review (started from an e-mail link before). */
export function hasRememberedDraft(hotelId: number | undefined): boolean {
  return hotelId !== undefined && rememberedDraft(hotelId) !== null;
}

const reviewKey = (hotelId: number) => ['review-draft', hotelId] as const;

/** The API's 409 `review-not-draft`: the review was sent meanwhile (another tab), so no edit can succeed. */
const isNoLongerDraft = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && (error.body as { code?: unknown } | null)?.code === 'review-not-draft';

/** On that 409, the review is read again, so the page shows it as sent instead of a form that cannot save. */
function useReloadWhenSent(hotelId: number | undefined) {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (hotelId !== undefined && isNoLongerDraft(error)) void queryClient.invalidateQueries({ queryKey: reviewKey(hotelId) });
  };
}

/**
 * This browser's review of a hotel: the remembered one when the API still knows it as ours, else a
 * new draft (with the e-mail link's rating and token). A reload finds the same draft.
 */
export function useReviewDraft(hotelId: number | undefined, start: { rating: number | null; rid: string | null; ready: boolean }) {
  return useQuery({
    queryKey: hotelId === undefined ? ['review-draft', 'none'] : reviewKey(hotelId),
    enabled: hotelId !== undefined && start.ready,
    staleTime: Infinity,
    retry: false,
    meta: BROWSER_ONLY_QUERY,
    queryFn: async ({ signal }): Promise<Review> => {
      const id = hotelId as number;
      const remembered = rememberedDraft(id);
      if (remembered) {
        try {
          const { review } = await client.call('reviewGet', { params: { reviewId: remembered, hotelId: String(id) } }, { signal });
          // A published review is finished with. The e-mail link of a later stay at the hotel starts
          // that stay's review; the API refuses the link of the same stay as reviewed already (one
          // review per stay, docs/product/reviews.md).
          if (review.status !== 'published' || start.rid === null) return review;
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
      }
      const body = { ...(start.rating !== null ? { rating: start.rating } : {}), ...(start.rid ? { rid: start.rid } : {}) };
      const created = (await client.call('reviewCreate', { params: { hotelId: String(id) }, body }, { signal })).review;
      rememberDraft(id, created.reviewId);
      return created;
    },
  });
}

/**
 * Forgets this browser's review of the hotel and starts a new draft from the e-mail link: a
 * rejected review frees its stay for a new one (docs/product/reviews.md), which the remembered
 * review would otherwise hide behind its rejection for good.
 */
export function useStartNewReview(hotelId: number | undefined) {
  const queryClient = useQueryClient();
  return () => {
    if (hotelId === undefined) return Promise.resolve();
    rememberDraft(hotelId, null);
    return queryClient.resetQueries({ queryKey: reviewKey(hotelId) });
  };
}

/** Saves the draft's fields a pause after the last change (one call at a time); `flush` saves at once. */
export function useDraftAutosave(review: Review | undefined, fields: ReviewDraftFields) {
  const reloadWhenSent = useReloadWhenSent(review?.hotelId);
  const save = useMutation({ ...apiMutationOptions(client, 'reviewUpdate'), scope: { id: 'review-draft' }, onError: reloadWhenSent });
  const { mutate } = save;
  useAutosave(
    fields,
    (typed) => {
      if (review) mutate({ params: { reviewId: review.reviewId, hotelId: String(review.hotelId) }, body: typed });
    },
    {
      enabled: review?.status === 'draft',
      // A reload or a closed tab right after typing: sent with a request that outlives the page.
      saveOnLeave: (typed) => {
        if (review)
          void lastingClient
            .call('reviewUpdate', { params: { reviewId: review.reviewId, hotelId: String(review.hotelId) }, body: typed })
            .catch(() => undefined);
      },
    },
  );
  return save;
}

export function useSubmitReview(hotelId: number | undefined) {
  const queryClient = useQueryClient();
  const reloadWhenSent = useReloadWhenSent(hotelId);
  return useMutation({
    ...apiMutationOptions(client, 'reviewUpdate'),
    scope: { id: 'review-draft' },
    onSuccess: (answer) => {
      if (hotelId !== undefined) queryClient.setQueryData(reviewKey(hotelId), answer.review);
    },
    onError: reloadWhenSent,
  });
}

/** Photo calls of a draft; each success updates the draft's photo list in the cache. */
export function useReviewPhotos(review: Review | undefined) {
  const queryClient = useQueryClient();
  const reloadWhenSent = useReloadWhenSent(review?.hotelId);
  const [uploading, setUploading] = useState(0);
  const update = (change: (photos: Review['photos']) => Review['photos']) => {
    if (!review) return;
    queryClient.setQueryData<Review>(reviewKey(review.hotelId), (old) => (old ? { ...old, photos: change(old.photos) } : old));
  };
  const dir = review ? { hotelId: String(review.hotelId), tempStorageDirectoryId: review.tempStorageDirectoryId } : undefined;
  const upload = useMutation({
    ...apiMutationOptions(client, 'reviewImageUpload'),
    onMutate: () => setUploading((n) => n + 1),
    onSettled: () => setUploading((n) => n - 1),
    onSuccess: ({ photo }) => update((photos) => [...photos, photo]),
    onError: reloadWhenSent,
  });
  const rotate = useMutation({
    ...apiMutationOptions(client, 'reviewImageUpdate'),
    onSuccess: ({ photo }) => update((photos) => photos.map((p) => (p.fileName === photo.fileName ? photo : p))),
    onError: reloadWhenSent,
  });
  const remove = useMutation({
    ...apiMutationOptions(client, 'reviewImageDelete'),
    onSuccess: (_answer, args) => update((photos) => photos.filter((p) => p.fileName !== args.params.fileName)),
    onError: reloadWhenSent,
  });
  return {
    uploading: uploading > 0,
    upload: (file: File) => (dir ? upload.mutateAsync({ params: dir, file, fileName: file.name }) : Promise.reject(new Error('no draft'))),
    rotate: (fileName: string, rotateInfo: RotateInfo) =>
      dir ? rotate.mutateAsync({ params: { ...dir, fileName }, body: { rotateInfo } }) : Promise.reject(new Error('no draft')),
    remove: (fileName: string) => (dir ? remove.mutateAsync({ params: { ...dir, fileName } }) : Promise.reject(new Error('no draft'))),
  };
}
