import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { PrivacyPolicyLink } from '../privacy-policy-link';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});

// docs/product/order-and-payment.md, docs/product/newsletter-and-enquiries.md: a consent to the
// processing of personal data ends with this link inside its label.
describe('PrivacyPolicyLink', () => {
  it('opens the privacy policy in a new tab, which screen readers are told of, and ticks no box it is in', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <input id="consent" type="checkbox" />
        <label htmlFor="consent">
          Zgoda. <PrivacyPolicyLink />
        </label>
      </I18nextProvider>,
    );
    const link = screen.getByRole('link', { name: 'Polityka prywatności (otwiera się w nowej karcie)' });
    expect(link).toHaveAttribute('href', '/polityka-prywatnosci/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Seen: the name only; the new-tab hint is for screen readers.
    expect(link.querySelector('span')).toHaveTextContent('(otwiera się w nowej karcie)');
    fireEvent.click(link);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
