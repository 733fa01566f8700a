import { polishPattern } from '../harness/locales';
import { RemotePage } from './remote-page';

/** Remote `reviews`: the hotel review form. */
export class ReviewsPages extends RemotePage {
  readonly remote = 'reviews' as const;

  reviewFormPath(hotelSlug: string): string {
    return `/dodaj-opinie/${hotelSlug}/`;
  }

  async expectReviewForm(): Promise<void> {
    await this.expectRendered(polishPattern('hotel-add-opinion', 'heading'));
  }
}
