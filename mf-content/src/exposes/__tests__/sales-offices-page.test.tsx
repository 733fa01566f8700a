import { fireEvent, screen, within } from '@testing-library/react';
import { eventBus } from '@travel/event-bus';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { SalesOfficesPage } from '../sales-offices-page';
import { renderWithProviders } from '@travel/ui/testing';

const office = (id: number, slug: string, city: string, address: string) => ({
  id,
  slug,
  city,
  address,
  postalCode: '00-017',
  phone: `+48 22 600 40 1${id}`,
  email: `${slug}@podrozownia.pl`,
  openingHours: 'pon.–pt. 10:00–18:00, sob. 10:00–14:00',
  lat: 52.23,
  lng: 21.0,
});
const offices = [office(1, 'salon-gdansk', 'Gdańsk', 'ul. Długa 45'), office(2, 'salon-warszawa', 'Warszawa', 'ul. Marszałkowska 104')];

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['sales-office', 'sales-office-listing', 'static-pages']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockResolvedValue({ status: 200, text: () => Promise.resolve(JSON.stringify({ offices })) } as unknown as Response);
});

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/salony-podrozy/" element={<SalesOfficesPage />} />
      <Route path="/salony-podrozy/:officeSlug/" element={<SalesOfficesPage />} />
    </Routes>,
    { i18n, route: path },
  );

describe('SalesOfficesPage', () => {
  it('lists every office with its hours and a link to its page', async () => {
    renderAt('/salony-podrozy/');
    expect(screen.getByRole('heading', { level: 1, name: 'Salony podróży' })).toBeTruthy();
    const cards = await screen.findAllByTestId('sales-office');
    expect(cards).toHaveLength(2);
    const warsaw = within(cards[1] as HTMLElement);
    expect(warsaw.getByRole('link', { name: 'Salon podróży Warszawa' }).getAttribute('href')).toBe('/salony-podrozy/salon-warszawa/');
    expect(warsaw.getByText('pon.–pt. 10:00–18:00, sob. 10:00–14:00')).toBeTruthy();
    expect(warsaw.getByRole('link', { name: '+48 22 600 40 12' }).getAttribute('href')).toBe('tel:+48226004012');
    // The map repeats the links for the pointer, out of the accessibility tree and the tab order.
    const map = screen.getByTestId('sales-office-map');
    expect(map.getAttribute('aria-hidden')).toBe('true');
    expect(map.querySelector('a[href="/salony-podrozy/salon-gdansk/"]')?.getAttribute('tabindex')).toBe('-1');
  });

  it('hands an office to the shell contact modal', async () => {
    const opened = jest.fn();
    const off = eventBus.on('contact-modal:open', opened);
    renderAt('/salony-podrozy/salon-warszawa/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon podróży Warszawa' })).toBeTruthy();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Jesteś tutaj' }));
    expect(breadcrumb.getByRole('link', { name: 'Salony podróży' }).getAttribute('href')).toBe('/salony-podrozy/');
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt z salonem Warszawa' }));
    off();
    expect(opened).toHaveBeenCalledWith({
      salesOffice: {
        id: 'salon-warszawa',
        name: 'Warszawa',
        phone: '+48 22 600 40 12',
        email: 'salon-warszawa@podrozownia.pl',
        address: 'ul. Marszałkowska 104, 00-017 Warszawa',
        openingHours: 'pon.–pt. 10:00–18:00, sob. 10:00–14:00',
      },
    });
    expect(screen.getByRole('link', { name: 'Gdańsk' }).getAttribute('href')).toBe('/salony-podrozy/salon-gdansk/');
  });

  it('answers an unknown office with the not-found content', async () => {
    renderAt('/salony-podrozy/salon-atlantyda/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie salony podróży' }).getAttribute('href')).toBe('/salony-podrozy/');
  });
});
