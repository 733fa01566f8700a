import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { WCAG_21_AA_TAGS } from '../harness/accessibility';
import { polishText } from '../harness/locales';
import { phoneContext } from '../harness/phone';
import { ShellFrame } from '../pages/shell-frame';

test.describe('a 360 px phone at the bottom of a listing', () => {
  test.use(phoneContext(360));

  test("the 'Zobacz także' links above the navy footer pass axe's contrast check, as does the whole page", async ({ page, problems }) => {
    // A category page: its menu lists the other categories (on a place page the places are above).
    await new ShellFrame(page).open('/wycieczki/');
    const links = page.getByRole('navigation', { name: polishText('listing', 'seoLinks.menu') });
    // Scrolled to the end, as the scan that found it: the links rendered right above the footer.
    await links.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(links.getByRole('link').first()).toBeVisible();
    const scoped = await new AxeBuilder({ page })
      .withTags([...WCAG_21_AA_TAGS])
      .include('.listing-seo-links')
      .analyze();
    expect(
      scoped.passes.map((rule) => rule.id),
      'the contrast of the links was measured',
    ).toContain('color-contrast');
    expect(
      scoped.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    const whole = await new AxeBuilder({ page }).withTags([...WCAG_21_AA_TAGS]).analyze();
    expect(whole.violations.map((violation) => violation.id)).toEqual([]);
    expect(problems.unexpected()).toEqual([]);
  });
});
