import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'krok-1',
      heading: 'Krok 1: Informacje o rezerwacji',
      blocks: [
        'Podajesz dane osoby rezerwującej (imię, nazwisko, adres, e-mail i telefon) oraz wszystkich uczestników: imiona i nazwiska dokładnie tak jak w paszporcie lub dowodzie osobistym, daty urodzenia i płeć. Tu możesz też dodać ubezpieczenia, parking przy lotnisku i dodatkowy bagaż.',
        { note: 'Błąd w nazwisku to najczęstszy problem na lotnisku. Przepisz dane wprost z dokumentu, bez skrótów i zdrobnień.' },
      ],
    },
    {
      id: 'krok-2',
      heading: 'Krok 2: Potwierdź dane',
      blocks: [
        'Sprawdzasz wszystkie dane jeszcze raz, na jednej stronie. To ostatnia chwila na bezpłatną poprawkę: po złożeniu rezerwacji organizator może pobrać opłatę za każdą zmianę, a linie lotnicze za zmianę nazwiska na bilecie.',
      ],
    },
    {
      id: 'krok-3',
      heading: 'Krok 3: Podsumowanie rezerwacji',
      blocks: [
        'Widzisz pełną cenę z podziałem na uczestników i dodatki oraz dokumenty, które musisz przeczytać i zaakceptować:',
        {
          list: [
            'warunki uczestnictwa organizatora,',
            'standardowy formularz informacyjny do umów o udział w imprezie turystycznej,',
            'ogólne warunki ubezpieczenia, jeśli je wybrałeś,',
            'regulamin Podróżowni i informację o przetwarzaniu danych osobowych.',
          ],
        },
        'Przycisk „Potwierdzam” zapisuje Twoją akceptację i przechodzi do płatności.',
      ],
    },
    {
      id: 'krok-4',
      heading: 'Krok 4: Płatność',
      blocks: [
        'Wybierasz metodę płatności i kwotę: zaliczkę albo całość. Po kliknięciu „Rezerwuję i płacę” przekierujemy Cię do operatora płatności. Gdy płatność się uda, zobaczysz stronę z podziękowaniem, a potwierdzenie rezerwacji dotrze na Twój e-mail.',
        'Jeśli płatność się nie powiedzie, rezerwacja czeka na wpłatę przez czas podany w potwierdzeniu. Możesz spróbować ponownie z linku w e-mailu albo wybrać przelew tradycyjny.',
      ],
    },
    {
      id: 'po-rezerwacji',
      heading: 'Co dzieje się po rezerwacji',
      blocks: [
        {
          steps: [
            'Otrzymujesz e-mail z potwierdzeniem, umową i terminem dopłaty.',
            'Dopłatę wpłacasz najpóźniej w terminie z umowy, zwykle 30 dni przed wyjazdem.',
            'Na kilka dni przed wyjazdem organizator przesyła dokumenty podróży: voucher do hotelu, informację o godzinie wylotu lub zbiórki i kontakt do rezydenta.',
            'Po powrocie poprosimy Cię o opinię o hotelu. Pomożesz w ten sposób kolejnym podróżnym.',
          ],
        },
        { links: [{ to: '/przewodnik/platnosci/', label: 'Dalej: płatności, zaliczka i dopłata' }] },
      ],
    },
  ],
};
