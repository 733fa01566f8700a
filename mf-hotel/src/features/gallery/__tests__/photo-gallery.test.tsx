import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { PhotoGallery } from '..';

const PHOTOS = [1, 2, 3].map((n) => `/images/hotels/12/${n}-853x400.jpg`);
let i18n: I18nInstance;
beforeAll(async () => {
  // jsdom has no PointerEvent; a MouseEvent carries the clientX a swipe is measured by.
  if (typeof window.PointerEvent === 'undefined') {
    (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends MouseEvent {};
  }
  i18n = await createTestI18n(['hotel']);
});

const renderGallery = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <PhotoGallery hotelName="Resort Delfin" photos={PHOTOS} />
    </I18nextProvider>,
  );

describe('PhotoGallery', () => {
  it('shows the first photo with its alt text and counter; the buttons step and wrap around', async () => {
    renderGallery();
    const gallery = screen.getByRole('region', { name: 'Zdjęcia hotelu Resort Delfin' });
    expect(within(gallery).getByRole('img', { name: 'Resort Delfin, zdjęcie 1 z 3' })).toBeInTheDocument();
    expect(within(gallery).getByText('Zdjęcie 1 z 3')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Następne zdjęcie' }));
    expect(within(gallery).getByText('Zdjęcie 2 z 3')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Poprzednie zdjęcie' }));
    await userEvent.click(within(gallery).getByRole('button', { name: 'Poprzednie zdjęcie' }));
    expect(within(gallery).getByRole('img', { name: 'Resort Delfin, zdjęcie 3 z 3' })).toBeInTheDocument();
  });

  it('follows the arrow keys, Home and End, and a swipe', async () => {
    renderGallery();
    const next = screen.getByRole('button', { name: 'Następne zdjęcie' });
    next.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Zdjęcie 2 z 3')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(screen.getByText('Zdjęcie 3 z 3')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByText('Zdjęcie 1 z 3')).toBeInTheDocument();
    const photo = screen.getByTestId('gallery-photo');
    fireEvent.pointerDown(photo, { clientX: 300 });
    fireEvent.pointerUp(photo, { clientX: 200 });
    expect(screen.getByText('Zdjęcie 2 z 3')).toBeInTheDocument();
    // A tap is not a swipe.
    fireEvent.pointerDown(photo, { clientX: 200 });
    fireEvent.pointerUp(photo, { clientX: 190 });
    expect(screen.getByText('Zdjęcie 2 z 3')).toBeInTheDocument();
  });

  it('opens every photo in a dialog with thumbnails; Escape closes it', async () => {
    renderGallery();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż wszystkie zdjęcia (3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Galeria zdjęć: Resort Delfin' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zdjęcie 3' }));
    expect(within(dialog).getByRole('button', { name: 'Zdjęcie 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByText('Zdjęcie 3 z 3')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
