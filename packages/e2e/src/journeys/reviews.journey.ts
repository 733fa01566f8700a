import path from 'node:path';
import { endpoints } from '@travel/contracts/api/endpoints';
import { accessibilityViolations } from '../harness/accessibility';
import { demoAccountWithRole } from '../harness/demo-accounts';
import { polishText } from '../harness/locales';
import { REPO_ROOT } from '../harness/repo-root';
import { expect, test } from '../fixtures';
import { HotelPages } from '../pages/hotel-pages';
import { naturalSize, ReviewModerationPage, ReviewsPages } from '../pages/reviews-pages';
import { SignInPageObject } from '../pages/sign-in-page';

const FIXTURES = path.join(REPO_ROOT, 'packages/e2e/fixtures');
/** 120×60: turned a quarter it is 60×120, which the stored and published photo must be. */
const LANDSCAPE = path.join(FIXTURES, 'review-photo-landscape.jpg');
const SQUARE = path.join(FIXTURES, 'review-photo-square.jpg');

/** A hotel of the seed, through the public API; and its rating summary as the API answers it now. */
async function seededHotel(baseURL: string) {
  const list = endpoints.offersList.response.parse(await (await fetch(new URL('/api/offers/list/?limit=1', baseURL))).json());
  const offer = list.offers[0];
  if (offer === undefined) throw new Error('the seed has no offers');
  return { id: offer.hotelId, slug: offer.hotelSlug, name: offer.hotelName };
}
async function ratingSummary(baseURL: string, hotelId: number) {
  const response = await fetch(new URL(`/api/v1/hotels/opinions/summary/${hotelId}/`, baseURL), { cache: 'no-store' });
  return endpoints.hotelsOpinionsSummary.response.parse(await response.json());
}

test.describe('hotel reviews: a guest writes one with photos, an admin publishes it, the hotel page shows it', () => {
  test('guest: two photos, one turned, one deleted, the draft survives a reload, submitted; admin publishes in /debug/opinie/; the hotel page shows it with its photo and a new rating summary', async ({
    page,
    site,
    problems,
  }) => {
    test.setTimeout(180_000);
    const hotel = await seededHotel(site.baseURL);
    const before = await ratingSummary(site.baseURL, hotel.id);
    const title = `Basen i plaża w porządku ${Date.now().toString(36)}`;
    const pros = 'Czysty basen, blisko plaży i bardzo miła obsługa.';
    const reviews = new ReviewsPages(page);

    await test.step('the form refuses an empty review, with errors shown and no axe violations', async () => {
      await reviews.shell.open(reviews.reviewFormPath(hotel.slug));
      await reviews.expectReviewForm();
      await expect(reviews.submitButton).toBeVisible();
      await reviews.submitButton.click();
      await expect(reviews.errorSummary).toBeVisible();
      await expect(reviews.form.getByText(polishText('hotel-add-opinion', 'errors.rating')).first()).toBeVisible();
      expect(await accessibilityViolations(page), 'axe on the review form showing its errors').toEqual([]);
    });

    await test.step('the guest fills the review and adds two photos', async () => {
      await reviews.ratingOption(6).check();
      await reviews.field('author').fill('Marta');
      await reviews.field('travelDate').fill('2026-08');
      await reviews.field('partyType').selectOption({ label: polishText('hotel-add-opinion', 'partyTypes.pary') });
      await reviews.field('title').fill(title);
      await reviews.field('pros').fill(pros);
      const uploads = Promise.all([reviews.reviewResponse('POST', '/review/images/'), reviews.reviewResponse('POST', '/review/images/')]);
      await reviews.fileInput.setInputFiles([LANDSCAPE, SQUARE]);
      for (const upload of await uploads) expect(upload.status()).toBe(201);
      await expect(reviews.photoPreviews).toHaveCount(2);
      expect(await naturalSize(reviews.photoPreviews.nth(0))).toEqual({ width: 120, height: 60 });
    });

    await test.step('turns the first photo a quarter and deletes the second', async () => {
      const turned = reviews.reviewResponse('PATCH', '/review/images/');
      await reviews.rotateButton(1).click();
      expect((await turned).status()).toBe(200);
      await expect.poll(() => naturalSize(reviews.photoPreviews.nth(0))).toEqual({ width: 60, height: 120 });
      const deleted = reviews.reviewResponse('DELETE', '/review/images/');
      await reviews.removeButton(2).click();
      expect((await deleted).status()).toBe(200);
      await expect(reviews.photoPreviews).toHaveCount(1);
      await expect(reviews.saveState).toHaveText(polishText('hotel-add-opinion', 'saved'));
    });

    await test.step('a reload keeps the draft: fields, the one photo, its turn', async () => {
      await page.reload();
      await reviews.expectReviewForm();
      await expect(reviews.field('title')).toHaveValue(title);
      await expect(reviews.field('pros')).toHaveValue(pros);
      await expect(reviews.field('author')).toHaveValue('Marta');
      await expect(reviews.field('travelDate')).toHaveValue('2026-08');
      await expect(reviews.ratingOption(6)).toBeChecked();
      await expect(reviews.photoPreviews).toHaveCount(1);
      expect(await naturalSize(reviews.photoPreviews.nth(0))).toEqual({ width: 60, height: 120 });
    });

    await test.step('submits the review to verification', async () => {
      const submitted = reviews.reviewResponse('PATCH', `/hotel/${hotel.id}/`);
      await reviews.submitButton.click();
      expect((await submitted).status()).toBe(200);
      await expect(reviews.confirmation).toBeVisible();
    });

    const admin = demoAccountWithRole(site.dataDir, 'ROLE_ADMIN');
    const signIn = new SignInPageObject(page);
    const moderation = new ReviewModerationPage(page);
    const review = moderation.review(hotel.name, title);

    await test.step('an admin signs in and opens review moderation from the user menu', async () => {
      await signIn.shell.open(`${signIn.path}?next=%2F`);
      await signIn.signIn(admin.email, admin.password);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await signIn.userMenuButton(await signIn.signedInName()).click();
      await signIn.staffLinks.filter({ hasText: polishText('common', 'userMenu.staff.reviewModeration') }).click();
      await expect(page).toHaveURL((url) => url.pathname === moderation.path);
      await moderation.expectModeration();
      await expect(review).toBeVisible();
      await expect(review.getByText(pros)).toBeVisible();
      const photos = review.getByRole('img');
      await expect(photos).toHaveCount(1);
      expect(await naturalSize(photos.first())).toEqual({ width: 60, height: 120 });
      expect(await accessibilityViolations(page), 'axe on the moderation view with a review waiting').toEqual([]);
    });

    await test.step('publishes it: the review leaves the queue and the outcome is announced', async () => {
      const published = page.waitForResponse((r) => r.url().includes('/api/review/moderation/') && r.url().endsWith('/publish/'));
      await moderation.publishButton(review).click();
      expect((await published).status()).toBe(200);
      await expect(moderation.outcome).toContainText('Marta');
      await expect(moderation.outcome).toBeFocused();
      await expect(review).toHaveCount(0);
      expect(await accessibilityViolations(page), 'axe on the moderation view after publishing').toEqual([]);
    });

    await test.step('the hotel page shows the review with its photo, and the rating summary has changed', async () => {
      const after = await ratingSummary(site.baseURL, hotel.id);
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      expect(after.ratingDistribution['6']).toBe((before.ratingDistribution['6'] ?? 0) + 1);

      const hotelPages = new HotelPages(page);
      await hotelPages.shell.open(hotelPages.hotelPath(hotel.slug));
      await hotelPages.expectHotel(hotel.name);
      const summary = page.getByTestId('opinions-summary');
      await expect(summary).toContainText(new RegExp(`\\b${after.reviewCount} opini`));
      const opinion = page.getByTestId('opinion').filter({ hasText: title });
      await expect(opinion).toBeVisible();
      await expect(opinion).toContainText(pros);
      const photo = opinion.getByTestId('opinion-photos').getByRole('img');
      await expect(photo).toHaveCount(1);
      await photo.scrollIntoViewIfNeeded();
      expect(await naturalSize(photo)).toEqual({ width: 60, height: 120 });
      await expect(photo).toHaveAccessibleName(/Zdjęcie 1 z 1 od gościa Marta/);
    });

    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});
