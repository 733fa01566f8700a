import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { TermsLink } from '../terms-link';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});

// docs/product/order-and-payment.md: the consent to the shop's terms ends with this link inside its label.
describe('TermsLink', () => {
  it('opens the terms in a new tab, which screen readers are told of, and ticks no box it is in', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <input id="consent" type="checkbox" />
        <label htmlFor="consent">
          Akceptuję regulamin serwisu. <TermsLink />
        </label>
      </I18nextProvider>,
    );
    const link = screen.getByRole('link', { name: 'Regulamin serwisu (otwiera się w nowej karcie)' });
    expect(link).toHaveAttribute('href', '/regulamin/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.querySelector('span')).toHaveTextContent('(otwiera się w nowej karcie)');
    fireEvent.click(link);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
