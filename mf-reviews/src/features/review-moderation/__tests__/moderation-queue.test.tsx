import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@travel/api-client';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { ModerationQueue, type ModerationItem, type ModerationQueueProps } from '..';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['staff', 'hotel-add-opinion']);
});

const DIR = 'c'.repeat(32);
const item = (over: Partial<ModerationItem> = {}): ModerationItem => ({
  reviewId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f',
  hotelId: 3,
  hotelName: 'Resort Delfin',
  hotelSlug: 'resort-delfin',
  status: 'to_verification',
  rating: 5,
  ratings: { pool: 6, rooms: 4 },
  author: 'Marta',
  title: 'Świetny basen',
  pros: 'Czysty basen i miła obsługa.',
  cons: 'Hałas wieczorem.',
  descriptions: { beach: 'Piasek, łagodne zejście.' },
  travelDate: '2026-08',
  partyType: 'pary',
  verifiedGuest: true,
  tempStorageDirectoryId: DIR,
  photos: [
    {
      fileName: `${'a'.repeat(32)}.jpg`,
      url: `/api/review/images/hotel/3/${DIR}/${'a'.repeat(32)}.jpg/`,
      rotateInfo: 90,
      width: 300,
      height: 400,
    },
  ],
  rejectionReason: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  submittedAt: '2026-11-21T10:00:00Z',
  ...over,
});

function renderQueue(props: Partial<ModerationQueueProps> = {}) {
  const all: ModerationQueueProps = {
    status: 'to_verification',
    onStatusChange: jest.fn(),
    items: [item()],
    loadFailed: false,
    onRetry: jest.fn(),
    onPublish: jest.fn(async () => undefined),
    onReject: jest.fn(async () => undefined),
    ...props,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <ModerationQueue {...all} />
    </I18nextProvider>,
  );
  return all;
}

const card = () => screen.getByRole('article', { name: 'Resort Delfin: Świetny basen' });

describe('ModerationQueue', () => {
  it('gives focus back to "Odrzuć" when the reason is cancelled, not to the page’s start', async () => {
    const user = userEvent.setup();
    const { onReject } = renderQueue();
    await user.click(within(card()).getByRole('button', { name: 'Odrzuć' }));
    expect(within(card()).getByRole('textbox')).toHaveFocus();
    await user.click(within(card()).getByRole('button', { name: 'Anuluj' }));
    expect(within(card()).queryByRole('textbox')).toBeNull();
    expect(within(card()).getByRole('button', { name: 'Odrzuć' })).toHaveFocus();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('shows what the guest wrote: ratings, texts, stay, verification, photos with Polish alt text', () => {
    renderQueue();
    const review = card();
    // A score is written as the shop writes ratings, with one decimal (docs/product/validation-and-display.md).
    expect(within(review).getByText('5,0/6')).toBeInTheDocument();
    expect(within(review).getByText('Czysty basen i miła obsługa.')).toBeInTheDocument();
    expect(within(review).getByText('Hałas wieczorem.')).toBeInTheDocument();
    expect(within(review).getByText('Piasek, łagodne zejście.')).toBeInTheDocument();
    expect(within(review).getByText('Basen').nextSibling).toHaveTextContent(/^6,0\/6$/);
    expect(within(review).getByText(/sierpień 2026, Para/)).toBeInTheDocument();
    expect(within(review).getByText(/zweryfikowany gość/)).toBeInTheDocument();
    const photo = within(review).getByRole('img', {
      name: 'Zdjęcie 1 z 1 w opinii gościa Marta (otwiera pełny rozmiar w nowej karcie)',
    });
    expect(photo).toHaveAttribute('src', `/api/review/images/hotel/3/${DIR}/${'a'.repeat(32)}.jpg/`);
    expect(photo).toHaveAttribute('width', '300');
    expect(photo).toHaveAttribute('height', '400');
    expect(within(review).getByRole('link', { name: 'Resort Delfin' })).toHaveAttribute('href', '/hotel/resort-delfin/');
  });

  it('publishes a review and announces it, focusing the message', async () => {
    const user = userEvent.setup();
    const { onPublish } = renderQueue();
    await user.click(within(card()).getByRole('button', { name: 'Opublikuj' }));
    expect(onPublish).toHaveBeenCalledWith(expect.objectContaining({ reviewId: item().reviewId }));
    const outcome = screen.getByRole('status');
    expect(outcome).toHaveTextContent('Opublikowano opinię gościa Marta o hotelu Resort Delfin.');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(outcome).toHaveFocus();
  });

  it('refuses to reject without a reason (error by the field, focus on it), then rejects with the trimmed reason', async () => {
    const user = userEvent.setup();
    const { onReject } = renderQueue();
    await user.click(within(card()).getByRole('button', { name: 'Odrzuć' }));
    const reason = within(card()).getByRole('textbox', { name: /Powód odrzucenia/ });
    expect(reason).toHaveFocus();
    await user.type(reason, '  x ');
    await user.click(within(card()).getByRole('button', { name: 'Odrzuć opinię' }));
    expect(onReject).not.toHaveBeenCalled();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Podaj powód odrzucenia: co najmniej 3 znaki.'));
    expect(reason).toHaveFocus();

    await user.clear(reason);
    await user.type(reason, '  Opinia dotyczy innego hotelu.  ');
    await user.click(within(card()).getByRole('button', { name: 'Odrzuć opinię' }));
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ reviewId: item().reviewId }), 'Opinia dotyczy innego hotelu.');
    expect(screen.getByRole('status')).toHaveTextContent('Odrzucono opinię gościa Marta o hotelu Resort Delfin.');
  });

  it('says so when someone decided first (409)', async () => {
    const user = userEvent.setup();
    const conflict = jest.fn(async () => {
      throw new ApiError('The review is not waiting for verification', 409, undefined, '/api/review/moderation/');
    });
    renderQueue({ onPublish: conflict });
    await user.click(within(card()).getByRole('button', { name: 'Opublikuj' }));
    expect(screen.getByRole('status')).toHaveTextContent('nie można już zmienić');
  });

  it('keeps the buttons usable after a failed save', async () => {
    const user = userEvent.setup();
    const failing = jest.fn(async () => {
      throw new ApiError('Internal error', 500, undefined, '/api/review/moderation/');
    });
    renderQueue({ onPublish: failing });
    await user.click(within(card()).getByRole('button', { name: 'Opublikuj' }));
    expect(screen.getByRole('status')).toHaveTextContent('Nie udało się zapisać decyzji o opinii gościa Marta. Spróbuj ponownie.');
    expect(within(card()).getByRole('button', { name: 'Opublikuj' })).toBeEnabled();
  });

  it('lists decided reviews without actions, with the rejection reason', () => {
    renderQueue({ status: 'rejected', items: [item({ status: 'rejected', rejectionReason: 'Treść obraźliwa.' })] });
    expect(within(card()).getByText('Treść obraźliwa.')).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('switches between the lists and says when one is empty', async () => {
    const user = userEvent.setup();
    const { onStatusChange } = renderQueue({ items: [] });
    expect(screen.getByTestId('moderation-empty')).toHaveTextContent('Brak opinii do weryfikacji.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pokaż opinie' }), 'Opublikowane');
    expect(onStatusChange).toHaveBeenCalledWith('published');
  });

  it('offers a retry when the list could not be loaded', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderQueue({ items: undefined, loadFailed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się wczytać opinii.');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
