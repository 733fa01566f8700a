import { ApiError } from '@travel/api-client';
import { reviewLinkRefusal } from '../api/use-review-draft';

const apiError = (status: number, body: unknown) => new ApiError('refused', status, body, '/api/review/hotel/3/');

describe('reviewLinkRefusal', () => {
  it('names why a link opens no form: its 403 codes and the 409 of a stay reviewed already (docs/product/reviews.md)', () => {
    expect(reviewLinkRefusal(apiError(403, { code: 'rid-expired' }))).toBe('rid-expired');
    expect(reviewLinkRefusal(apiError(409, { code: 'review-exists' }))).toBe('review-exists');
  });

  it('leaves every other failure to the page’s load error', () => {
    expect(reviewLinkRefusal(apiError(409, { code: 'review-not-draft' }))).toBeNull();
    expect(reviewLinkRefusal(apiError(500, { code: 'review-exists' }))).toBeNull();
    expect(reviewLinkRefusal(apiError(403, null))).toBeNull();
    expect(reviewLinkRefusal(new Error('network'))).toBeNull();
  });
});
