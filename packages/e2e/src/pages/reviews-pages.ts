import { expect, type Locator, type Response } from '@playwright/test';
import { polishPattern, polishText } from '../harness/locales';
import { RemotePage } from './remote-page';

const formText = (key: string): string => polishText('hotel-add-opinion', key);
const staffText = (key: string): string => polishText('staff', key);
const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Remote `reviews`: the hotel review form (`/dodaj-opinie/{slug}/`). */
export class ReviewsPages extends RemotePage {
  readonly remote = 'reviews' as const;

  reviewFormPath(hotelSlug: string): string {
    return `/dodaj-opinie/${hotelSlug}/`;
  }

  async expectReviewForm(): Promise<void> {
    await this.expectRendered(polishPattern('hotel-add-opinion', 'heading'));
  }

  get form(): Locator {
    return this.slot.locator('form.review-form');
  }

  /** What the page says instead of the form when there is no link of a finished stay. */
  get refusal(): Locator {
    return this.slot.getByTestId('review-refusal');
  }

  /** The overall rating's radio of a value 1..6. */
  ratingOption(value: number): Locator {
    return this.form.getByRole('radio', { name: fill(formText('fields.ratingOption'), { value }) });
  }

  field(key: 'author' | 'title' | 'pros' | 'cons' | 'travelDate' | 'partyType'): Locator {
    return this.form.getByLabel(formText(`fields.${key}`), { exact: false }).first();
  }

  get fileInput(): Locator {
    return this.form.locator('input[type="file"]');
  }

  /** The previews of the draft's photos, in order. */
  get photoPreviews(): Locator {
    return this.form.locator('.review-photos img');
  }

  rotateButton(number: number): Locator {
    return this.form.getByRole('button', { name: fill(formText('photos.rotate'), { number }) });
  }

  removeButton(number: number): Locator {
    return this.form.getByRole('button', { name: fill(formText('photos.remove'), { number }) });
  }

  get submitButton(): Locator {
    return this.form.getByRole('button', { name: formText('submit') });
  }

  /** The focused summary of the errors a refused submit shows. */
  get errorSummary(): Locator {
    return this.form.getByRole('heading', { name: /Popraw \d+ (pole|pola|pól), aby wysłać opinię/ });
  }

  get saveState(): Locator {
    return this.form.locator('output.review-form__save');
  }

  get confirmation(): Locator {
    return this.slot.getByRole('heading', { name: formText('submitted.heading') });
  }

  /** Resolves with the API's answer to a review call (`/api/review/...`) of a method. */
  reviewResponse(method: string, pathPart: string): Promise<Response> {
    return this.page.waitForResponse(
      (r) => r.request().method() === method && r.url().includes('/api/review/') && r.url().includes(pathPart),
    );
  }
}

/** The staff moderation view (`/debug/opinie/`, container `reviews_debug`, ROLE_ADMIN). */
export class ReviewModerationPage extends RemotePage {
  readonly remote = 'reviews' as const;
  readonly path = '/debug/opinie/';

  async expectModeration(): Promise<void> {
    await this.expectRendered(staffText('moderation.heading'));
  }

  /** A review of the queue, by its heading (`{hotel}: {title}`). */
  review(hotelName: string, title: string): Locator {
    return this.slot.getByRole('article', { name: `${hotelName}: ${title}` });
  }

  publishButton(review: Locator): Locator {
    return review.getByRole('button', { name: staffText('moderation.publish'), exact: true });
  }

  get outcome(): Locator {
    return this.slot.getByTestId('moderation-outcome');
  }
}

/** Waits until an image has loaded and answers its natural size. */
export async function naturalSize(image: Locator): Promise<{ width: number; height: number }> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
}
