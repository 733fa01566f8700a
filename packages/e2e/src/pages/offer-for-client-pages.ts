import type { Locator } from '@playwright/test';
import { polishText } from '../harness/locales';
import { RemotePage } from './remote-page';

const text = (key: string): string => polishText('offer-for-client', key);

/** Remote `hotel`: the panel staff who sell use on the offer page to prepare an offer for a client. */
export class OfferForClientPanel extends RemotePage {
  readonly remote = 'hotel' as const;

  get toggle(): Locator {
    return this.page.getByRole('button', { name: text('staffPanel.open') });
  }

  get note(): Locator {
    return this.page.getByLabel(text('staffPanel.note'));
  }

  get lastDay(): Locator {
    return this.page.getByLabel(text('staffPanel.expiresOn'));
  }

  get createButton(): Locator {
    return this.page.getByRole('button', { name: text('staffPanel.create') });
  }

  get link(): Locator {
    return this.page.getByLabel(text('staffPanel.link'));
  }
}

/** Remote `order`: `/oferta-dla-klienta/{id}/`, the offer a client opens from the link. */
export class OfferForClientPage extends RemotePage {
  readonly remote = 'order' as const;

  path(id: string): string {
    return `/oferta-dla-klienta/${id}/`;
  }

  get note(): Locator {
    return this.page.getByTestId('offer-for-client-note');
  }

  get price(): Locator {
    return this.page.getByTestId('offer-for-client-price');
  }

  get priceChange(): Locator {
    return this.page.getByTestId('offer-for-client-price-change');
  }

  get bookButton(): Locator {
    return this.page.getByRole('button', { name: text('book') });
  }

  get expired(): Locator {
    return this.page.getByTestId('offer-for-client-expired');
  }

  readonly texts = {
    heading: text('heading'),
    expiredHeading: text('expired.heading'),
  };
}
