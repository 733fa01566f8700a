import { notFound, type PageLoader } from '@travel/api-client';
import { isPreviewMissing, offerPreviewQuery } from '../features/offer-preview';

/** The preview's first paint: the offer as the page's hook asks for it. An unknown code is a 404. */
export const previewPageLoader: PageLoader = async ({ params, queryClient, client }) => {
  const previewOfferId = params['previewOfferId'] ?? '';
  try {
    await queryClient.fetchQuery(offerPreviewQuery(previewOfferId, client));
  } catch (error) {
    if (isPreviewMissing(error)) throw notFound(`no offer ${previewOfferId} to preview`);
  }
};
