import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'czym-jest-mice',
      heading: 'Czym jest MICE',
      blocks: [
        'MICE to skrót od angielskich słów meetings, incentives, conferences, events: spotkania, wyjazdy motywacyjne, konferencje i wydarzenia firmowe. Organizujemy je dla grup od 15 do kilkuset osób w Polsce i za granicą.',
      ],
    },
    {
      id: 'zakres',
      heading: 'Czym się zajmujemy',
      blocks: [
        {
          list: [
            'Wybór miejsca i hotelu z salami konferencyjnymi, negocjacja cen i warunków rezygnacji.',
            'Przeloty grupowe, czarter samolotu lub autokaru, transfery.',
            'Program merytoryczny i rekreacyjny: warsztaty, gala, zwiedzanie, gry terenowe, rejs.',
            'Rejestracja uczestników, identyfikatory, obsługa na miejscu przez naszego koordynatora.',
            'Rozliczenie z jedną fakturą i raport po wydarzeniu.',
          ],
        },
      ],
    },
    {
      id: 'jak-pracujemy',
      heading: 'Jak pracujemy',
      blocks: [
        {
          steps: [
            'Zapytanie: termin, liczba uczestników, cel wyjazdu i budżet.',
            'Pierwsza propozycja z kosztorysem w ciągu 5 dni roboczych.',
            'Wizyta studyjna w wybranym miejscu, jeśli jej potrzebujesz.',
            'Umowa, harmonogram płatności i dopracowanie programu.',
            'Realizacja z koordynatorem Podróżowni na miejscu.',
          ],
        },
        'Zapytanie wyślesz przez formularz MICE albo e-mailem na mice@podrozownia.pl. Wyjazdy grupowe firm podlegają przepisom o imprezach turystycznych tak jak wyjazdy indywidualne, chyba że zawierasz z nami umowę generalną o organizację podróży służbowych.',
        {
          links: [
            { to: 'mailto:mice@podrozownia.pl', label: 'mice@podrozownia.pl' },
            { to: '/dla-firm/', label: 'Oferta dla firm' },
          ],
        },
      ],
    },
  ],
};
