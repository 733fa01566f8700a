import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@travel/api-client';
import type { Review } from '@travel/contracts';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { ReviewForm, type ReviewPhotoActions } from '../review-form';

const photoNamed = (letter: string): Review['photos'][number] => ({
  fileName: `${letter.repeat(32)}.jpg`,
  url: `/api/review/images/${letter}.jpg?v=0`,
  rotateInfo: 0,
  width: 640,
  height: 480,
});

/** The form over a draft whose photo list follows successful deletions, as the page's cache does. */
function FormWithPhotos({ initial, refuse = false }: { initial: Review['photos']; refuse?: boolean }) {
  const [photos, setPhotos] = useState(initial);
  const actions: ReviewPhotoActions = {
    uploading: false,
    upload: async () => undefined,
    rotate: async () => {
      if (refuse) throw new ApiError('Service unavailable', 503, {}, '/api/review/images/');
    },
    remove: async (fileName) => {
      if (refuse) throw new ApiError('Service unavailable', 503, {}, '/api/review/images/');
      setPhotos((list) => list.filter((p) => p.fileName !== fileName));
    },
  };
  return (
    <I18nextProvider i18n={i18n}>
      <ReviewForm
        review={draft({ photos })}
        rulesUrl="/regulamin-opinii/"
        onFieldsChange={() => undefined}
        saveState="idle"
        photos={actions}
        onSubmit={async () => undefined}
      />
    </I18nextProvider>
  );
}

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['hotel-add-opinion']);
});

const draft = (over: Partial<Review> = {}): Review => ({
  reviewId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f',
  hotelId: 3,
  status: 'draft',
  rating: null,
  ratings: {},
  author: '',
  title: '',
  pros: '',
  cons: '',
  descriptions: {},
  travelDate: null,
  partyType: null,
  verifiedGuest: false,
  tempStorageDirectoryId: 'a'.repeat(32),
  photos: [],
  rejectionReason: null,
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:00:00Z',
  submittedAt: null,
  ...over,
});

function renderForm(
  review = draft(),
  photos: Partial<ReviewPhotoActions> = {},
  onSubmit: (fields: unknown) => Promise<unknown> = jest.fn(async () => undefined),
) {
  const onFieldsChange = jest.fn();
  const actions: ReviewPhotoActions = {
    uploading: false,
    upload: jest.fn(async () => undefined),
    rotate: jest.fn(async () => undefined),
    remove: jest.fn(async () => undefined),
    ...photos,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <ReviewForm
        review={review}
        rulesUrl="/regulamin-opinii/"
        onFieldsChange={onFieldsChange}
        saveState="idle"
        photos={actions}
        onSubmit={onSubmit}
      />
    </I18nextProvider>,
  );
  return { onSubmit, onFieldsChange, actions };
}

describe('ReviewForm', () => {
  it('links the review rules', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Regulamin opinii' })).toHaveAttribute('href', '/regulamin-opinii/');
  });

  it('refuses an incomplete review: a summary takes focus, each error sits by its field, nothing is sent', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Wyślij opinię do weryfikacji' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('heading')).toHaveTextContent('Popraw 5 pól, aby wysłać opinię');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Wybierz ocenę ogólną od 1 do 6.',
      'Wpisz imię (co najmniej 2 znaki).',
      'Podaj miesiąc i rok pobytu.',
      'Wybierz, z kim podróżowałeś.',
      'Opisz, co Ci się podobało (co najmniej 10 znaków).',
    ]);
    const author = screen.getByLabelText(/^Imię/);
    expect(author).toHaveAttribute('aria-invalid', 'true');
    expect(author).toHaveAccessibleDescription('Wpisz imię (co najmniej 2 znaki).');
    await user.click(within(summary).getByRole('link', { name: 'Wpisz imię (co najmniej 2 znaki).' }));
    expect(author).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a complete review with the overall and category ratings, texts and the stay', async () => {
    const user = userEvent.setup();
    const { onSubmit, onFieldsChange } = renderForm();
    await user.click(screen.getByRole('radio', { name: '5 na 6' }));
    await user.selectOptions(screen.getByLabelText('Basen'), '6 na 6');
    await user.type(screen.getByLabelText(/^Imię/), 'Marta');
    await user.type(screen.getByLabelText(/^Kiedy był pobyt/), '2026-08');
    await user.selectOptions(screen.getByLabelText(/^Z kim podróżowałeś/), 'Para');
    await user.type(screen.getByLabelText(/^Co Ci się podobało/), 'Czysto i blisko plaży.');
    await user.type(screen.getByLabelText('Co Ci się nie podobało?'), 'Głośno wieczorem.');
    expect(onFieldsChange).toHaveBeenLastCalledWith(expect.objectContaining({ author: 'Marta', rating: 5 }));
    await user.click(screen.getByRole('button', { name: 'Wyślij opinię do weryfikacji' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        rating: 5,
        ratings: { pool: 6 },
        author: 'Marta',
        travelDate: '2026-08',
        partyType: 'pary',
        pros: 'Czysto i blisko plaży.',
        cons: 'Głośno wieczorem.',
      }),
    );
  });

  it('refuses a stay in a month still to come, by its field, and sends nothing (docs/product/reviews.md)', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(
      draft({ rating: 5, author: 'Marta', travelDate: '2099-01', partyType: 'pary', pros: 'Czysto i blisko plaży.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Wyślij opinię do weryfikacji' }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Miesiąc pobytu nie może być późniejszy niż bieżący.']);
    expect(screen.getByLabelText(/^Kiedy był pobyt/)).toHaveAccessibleDescription(/Miesiąc pobytu nie może być późniejszy niż bieżący\./);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the stay was reviewed already when another browser sent its review first (docs/product/reviews.md)', async () => {
    const user = userEvent.setup();
    const complete = draft({ rating: 5, author: 'Marta', travelDate: '2026-08', partyType: 'pary', pros: 'Czysto i blisko plaży.' });
    renderForm(complete, {}, async () => {
      throw new ApiError('A review of this stay was sent already', 409, { code: 'review-exists' }, '/api/review/');
    });
    await user.click(screen.getByRole('button', { name: 'Wyślij opinię do weryfikacji' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Opinia o tym pobycie została już wysłana z innej przeglądarki. Każdy pobyt można ocenić tylko raz.',
    );
  });

  it('moves focus to the next photo’s delete button, then to the file input, and says a photo went', async () => {
    const user = userEvent.setup();
    render(<FormWithPhotos initial={[photoNamed('a'), photoNamed('b')]} />);
    await user.click(screen.getByRole('button', { name: 'Usuń zdjęcie 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Usuń zdjęcie 1' })).toHaveFocus());
    expect(screen.getByText('Usunięto zdjęcie 1.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Dodaj zdjęcia')).toHaveFocus());
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('says in Polish, by the file input, when a photo could not be turned or deleted', async () => {
    const user = userEvent.setup();
    render(<FormWithPhotos initial={[photoNamed('a')]} refuse />);
    await user.click(screen.getByRole('button', { name: 'Obróć zdjęcie 1 w prawo' }));
    expect(await screen.findByText('Nie udało się obrócić zdjęcia 1. Spróbuj ponownie.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usuń zdjęcie 1' }));
    expect(await screen.findByText('Nie udało się usunąć zdjęcia 1. Spróbuj ponownie.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń zdjęcie 1' })).toHaveFocus();
    const input = screen.getByLabelText('Dodaj zdjęcia');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Nie udało się usunąć zdjęcia 1.'));
  });

  it('tells a photo of too many megapixels from a file of too many bytes', async () => {
    const user = userEvent.setup();
    const upload = jest.fn(async (file: File) => {
      throw file.name === 'samsung-108mp.jpg'
        ? new ApiError('The image has more than 40000000 pixels', 413, { code: 'too-many-pixels' }, '/api/review/images/')
        : new ApiError('The file is larger than 8388608 bytes', 413, { code: 'file-too-large' }, '/api/review/images/');
    });
    renderForm(draft(), { upload });
    expect(screen.getByText(/do 8 MB i 40 megapikseli każde/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Dodaj zdjęcia'), [
      new File(['x'], 'samsung-108mp.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'duze.jpg', { type: 'image/jpeg' }),
    ]);
    expect(
      await screen.findByText(
        'Zdjęcie samsung-108mp.jpg ma za dużą rozdzielczość (najwyżej 40 megapikseli). Zmniejsz je i dodaj ponownie.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Plik duze.jpg jest za duży (najwyżej 8 MB).')).toBeInTheDocument();
  });

  it('shows photo previews that turn and go, and names a refused file in Polish', async () => {
    const user = userEvent.setup();
    const photo = {
      fileName: `${'b'.repeat(32)}.jpg`,
      url: '/api/review/images/x.jpg?v=90',
      rotateInfo: 90 as const,
      width: 480,
      height: 640,
    };
    const upload = jest.fn(async () => {
      throw new ApiError('The file is not a JPEG, PNG or WebP image', 415, {}, '/api/review/images/');
    });
    const { actions } = renderForm(draft({ photos: [photo] }), { upload });
    expect(screen.getByRole('img', { name: 'Zdjęcie 1 z pobytu' })).toHaveAttribute('src', photo.url);
    await user.click(screen.getByRole('button', { name: 'Obróć zdjęcie 1 w prawo' }));
    expect(actions.rotate).toHaveBeenCalledWith(photo.fileName, 180);
    await user.click(screen.getByRole('button', { name: 'Usuń zdjęcie 1' }));
    expect(actions.remove).toHaveBeenCalledWith(photo.fileName);
    await user.upload(screen.getByLabelText('Dodaj zdjęcia'), new File(['<svg/>'], 'rysunek.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Plik rysunek.jpg nie jest zdjęciem JPEG, PNG ani WebP.')).toBeInTheDocument();
    // The refusal is tied to the field, not only announced.
    expect(screen.getByLabelText('Dodaj zdjęcia')).toHaveAccessibleDescription(
      expect.stringContaining('Plik rysunek.jpg nie jest zdjęciem JPEG, PNG ani WebP.'),
    );
  });
});
