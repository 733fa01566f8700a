import { polishPattern } from '../harness/locales';
import { RemotePage } from './remote-page';

/** Remote `hotel`: hotel page, offer page, hotels listing per location. */
export class HotelPages extends RemotePage {
  readonly remote = 'hotel' as const;

  hotelPath(hotelSlug: string): string {
    return `/hotel/${hotelSlug}/`;
  }

  hotelsListingPath(locationPath = ''): string {
    return locationPath === '' ? '/hotele/' : `/hotele/${locationPath}/`;
  }

  async expectHotel(): Promise<void> {
    await this.expectRendered(polishPattern('hotel', 'heading'));
  }
}
