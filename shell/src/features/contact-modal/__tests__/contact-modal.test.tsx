import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { uiStore } from '../../../store/ui-store';
import { ContactMenu } from '../contact-menu';
import { ContactModal } from '../contact-modal';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(() => act(() => uiStore.getState().closeContactModal()));

const renderContact = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ContactMenu />
        <ContactModal />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('contact modal', () => {
  it('opens from the contact menu with the Polish line', async () => {
    const user = userEvent.setup();
    renderContact();
    const toggle = screen.getByRole('button', { name: 'Kontakt' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Godziny pracy i więcej' }));
    const dialog = screen.getByRole('dialog', { name: 'Skontaktuj się z nami' });
    expect(within(dialog).getByRole('radio', { name: 'polski' })).toBeChecked();
    expect(within(dialog).getByRole('link', { name: '+48 22 100 20 30' })).toHaveAttribute('href', 'tel:+48221002030');
  });

  it('gives focus back to the Kontakt button, which stays visible, when closed with Escape', async () => {
    const user = userEvent.setup();
    renderContact();
    const toggle = screen.getByRole('button', { name: 'Kontakt' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Godziny pracy i więcej' }));
    expect(screen.getByRole('dialog', { name: 'Skontaktuj się z nami' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('switches the line with the language and resets to Polish after closing', async () => {
    const user = userEvent.setup();
    renderContact();
    act(() => uiStore.getState().openContactModal({ salesOffice: { id: 'krk', name: 'Kraków Rynek', phone: '+48 12 300 40 50' } }));
    expect(screen.getByRole('heading', { name: 'Salon podróży: Kraków Rynek' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'niemiecki' }));
    expect(screen.getByRole('link', { name: 'kontakt.de@podrozownia.pl' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zamknij okno kontaktu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uiStore.getState()).toMatchObject({ contactModalLanguage: 'pl', contactModalSalesOffice: null });

    act(() => uiStore.getState().openContactModal());
    expect(screen.getByRole('radio', { name: 'polski' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: /Salon podróży/ })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderContact();
    act(() => uiStore.getState().openContactModal({ language: 'en' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uiStore.getState().contactModalLanguage).toBe('pl');
  });
});
