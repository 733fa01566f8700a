import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutationOptions, apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/seo/debug/page/`: the SEO rule behind a page path (ROLE_ADMIN, ROLE_AI_SEO). */
export function useSeoDebugPage(path: string | null, api: ApiClient = client) {
  return useQuery({ ...apiQueryOptions(api, 'seoDebugPage', { query: { path: path ?? '/' } }), enabled: path !== null });
}

/** `POST /api/offers/debug/check-request/`: a listing request timed and explained (ROLE_ADMIN). */
export function useCheckRequest(api: ApiClient = client) {
  return useMutation(apiMutationOptions(api, 'offersDebugCheckRequest'));
}

/** `POST /api/offers/debug/offer-wrapper/`: the stored layers of one offer (ROLE_ADMIN). */
export function useOfferWrapper(api: ApiClient = client) {
  return useMutation(apiMutationOptions(api, 'offersDebugOfferWrapper'));
}

/** `GET /api/offers/debug/hit-offers/`: the offers marked as hits (ROLE_ADMIN). */
export function useStaffHitOffers(api: ApiClient = client) {
  return useQuery(apiQueryOptions(api, 'staffHitOffers', {}));
}

/** Marks or unmarks a hit offer; the list is read again after either. */
export function useHitOfferToggle(api: ApiClient = client) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: apiQueryOptions(api, 'staffHitOffers', {}).queryKey });
  const mark = useMutation({ ...apiMutationOptions(api, 'staffHitOfferMark'), onSettled });
  const unmark = useMutation({ ...apiMutationOptions(api, 'staffHitOfferUnmark'), onSettled });
  return { mark, unmark };
}

/** `GET /api/auth/staff-links/`: the configured outside tools the roles allow. */
export function useStaffLinks(api: ApiClient = client) {
  return useQuery(apiQueryOptions(api, 'staffLinks', {}));
}

/** `GET /api/seo/debug/rules/`: every SEO rule (ROLE_ADMIN, ROLE_AI_SEO). */
export function useSeoRules(api: ApiClient = client) {
  return useQuery(apiQueryOptions(api, 'seoRules', {}));
}

/** Saves or deletes an SEO rule; the rules and every page check are read again after either. */
export function useSeoRuleChanges(api: ApiClient = client) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: apiQueryOptions(api, 'seoRules', {}).queryKey });
    await queryClient.invalidateQueries({ queryKey: ['api', 'seoDebugPage'] });
  };
  const save = useMutation({ ...apiMutationOptions(api, 'seoRuleSave'), onSuccess });
  const remove = useMutation({ ...apiMutationOptions(api, 'seoRuleDelete'), onSuccess });
  return { save, remove };
}
