import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'co-to-jest',
      heading: 'Bon podróżny 500 zł',
      blocks: [
        'Bon podróżny 500 zł to nasz bon podarunkowy o stałej wartości, najczęściej kupowany na prezent dla dzieci i wnuków, na urodziny, komunię czy zakończenie roku szkolnego. Można nim opłacić część ceny każdego wyjazdu z oferty Podróżowni, w Polsce i za granicą.',
        {
          list: [
            'Wartość: 500 zł, bez dodatkowych opłat przy zakupie.',
            'Ważność: 24 miesiące od dnia zakupu.',
            'Łączenie: przy jednej rezerwacji możesz wykorzystać kilka bonów, na przykład od kilku członków rodziny.',
            'Forma: elektroniczna (PDF) albo drukowana w kopercie, z życzeniami od kupującego.',
          ],
        },
      ],
    },
    {
      id: 'dla-firm',
      heading: 'Bony dla pracowników',
      blocks: [
        'Firmy kupują bony 500 zł jako świadczenie dla pracowników, także z zakładowego funduszu świadczeń socjalnych. Wystawiamy fakturę dla firmy i przygotowujemy bony imienne. Przy zamówieniu powyżej 20 bonów skontaktuj się z działem obsługi firm.',
        {
          links: [
            { to: 'mailto:firmy@podrozownia.pl', label: 'firmy@podrozownia.pl' },
            { to: '/dla-firm/', label: 'Oferta dla firm' },
          ],
        },
      ],
    },
    {
      id: 'a-polski-bon-turystyczny',
      heading: 'To nie jest Polski Bon Turystyczny',
      blocks: [
        'Nasz bon nie ma związku z rządowym Polskim Bonem Turystycznym, którego ważność skończyła się 31 marca 2023 r. Bon podróżny 500 zł kupujesz w Podróżowni i wykorzystujesz tylko u nas.',
        { links: [{ to: '/bony-turystyczne/', label: 'Wszystko o bonach podarunkowych' }] },
      ],
    },
  ],
};
