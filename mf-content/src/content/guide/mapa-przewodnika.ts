import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'jak-korzystac',
      heading: 'Jak korzystać z mapy przewodnika',
      blocks: [
        'Poniżej znajdziesz wszystkie działy przewodnika z krótkim opisem. Jeśli dopiero planujesz wyjazd, czytaj je po kolei. Jeśli szukasz konkretnej odpowiedzi, wybierz dział z listy albo z menu obok tekstu.',
        'Informacje o konkretnych kierunkach, pogodzie w każdym miesiącu i najlepszej porze na wyjazd zebraliśmy w przewodniku po kierunkach.',
        {
          links: [
            { to: '/kierunki/', label: 'Przewodnik po kierunkach i pogoda' },
            { to: '/salony-podrozy/', label: 'Salony podróży' },
            { to: '/kontakt/', label: 'Kontakt z doradcą' },
          ],
        },
      ],
    },
  ],
};
