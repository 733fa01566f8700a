import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { uiStore } from '../../../store/ui-store';
import { readConsent } from '../consent-cookie';
import { CookieConsentBanner } from '../cookie-consent-banner';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  uiStore.getState().setUserConsentedToCookies(null);
});

const renderBanner = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CookieConsentBanner />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('cookie consent', () => {
  it('asks a visitor who has not decided', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Dbamy o Twoją prywatność' })).toBeInTheDocument();
  });

  it('stores "accept all" in a cookie and hides', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Akceptuję wszystkie' }));
    expect(screen.queryByTestId('cookie-consent')).not.toBeInTheDocument();
    expect(readConsent(document.cookie)).toBe(true);
    expect(uiStore.getState().userConsentedToCookies).toBe(true);
  });

  it('stores "only necessary" and hides', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Tylko niezbędne' }));
    expect(screen.queryByTestId('cookie-consent')).not.toBeInTheDocument();
    expect(readConsent(document.cookie)).toBe(false);
    expect(uiStore.getState().userConsentedToCookies).toBe(false);
  });

  it('stays hidden for a visitor who already decided', () => {
    document.cookie = 'cookie_consent=necessary; Path=/';
    renderBanner();
    expect(screen.queryByTestId('cookie-consent')).not.toBeInTheDocument();
  });

  it('treats an unknown stored value as undecided', () => {
    expect(readConsent('cookie_consent=maybe')).toBeNull();
  });
});
