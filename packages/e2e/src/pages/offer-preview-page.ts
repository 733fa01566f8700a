import type { Locator } from '@playwright/test';
import { polishText } from '../harness/locales';
import { RemotePage } from './remote-page';

/** Remote `hotel`: `/preview/{offerCode}/`, any stored offer with whether it can still be bought. */
export class OfferPreviewPage extends RemotePage {
  readonly remote = 'hotel' as const;

  path(offerHash: string): string {
    return `/preview/${offerHash}/`;
  }

  get status(): Locator {
    return this.page.getByTestId('offer-preview-status');
  }

  get offerLink(): Locator {
    return this.page.getByRole('link', { name: polishText('offer', 'preview.offerLink') });
  }

  get notFound(): Locator {
    return this.page.getByTestId('offer-preview-not-found');
  }
}
