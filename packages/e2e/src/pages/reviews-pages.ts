import { RemotePage } from './remote-page';

/** Remote `reviews`: the hotel review form. */
export class ReviewsPages extends RemotePage {
  readonly remote = 'reviews' as const;

  reviewFormPath(hotelSlug: string): string {
    return `/dodaj-opinie/${hotelSlug}/`;
  }
}
