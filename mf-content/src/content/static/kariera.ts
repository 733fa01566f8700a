import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'kogo-szukamy',
      heading: 'Kogo szukamy',
      blocks: [
        {
          terms: [
            [
              'Doradca turystyczny w salonie podróży',
              'Pomagasz klientom wybrać wyjazd, zakładasz rezerwacje i przyjmujesz płatności. Liczy się znajomość kierunków, umiejętność słuchania i dobra organizacja. Szkolimy z systemów rezerwacyjnych.',
            ],
            [
              'Konsultant infolinii',
              'Odpowiadasz na telefony i wiadomości klientów, także w weekendy, według grafiku. Mile widziany angielski lub niemiecki.',
            ],
            [
              'Specjalista ds. obsługi reklamacji',
              'Prowadzisz sprawy klientów z organizatorami turystyki. Przyda się doświadczenie w obsłudze klienta i znajomość przepisów o imprezach turystycznych.',
            ],
            ['Programista lub programistka', 'Rozwijasz serwis Podróżowni: TypeScript, React, Node.js i PostgreSQL.'],
          ],
        },
      ],
    },
    {
      id: 'co-oferujemy',
      heading: 'Co oferujemy',
      blocks: [
        {
          list: [
            'Umowę o pracę i jasne zasady premii.',
            'Szkolenia produktowe i wyjazdy studyjne do hoteli, które sprzedajemy.',
            'Zniżki na wyjazdy dla pracowników i ich rodzin.',
            'Prywatną opiekę medyczną i dofinansowanie do sportu.',
          ],
        },
      ],
    },
    {
      id: 'rekrutacja',
      heading: 'Jak wygląda rekrutacja',
      blocks: [
        {
          steps: [
            'Wyślij CV na adres rekrutacja@podrozownia.pl, w temacie wpisz stanowisko i miasto.',
            'Oddzwonimy w ciągu 10 dni roboczych, jeśli Twoje doświadczenie pasuje do stanowiska.',
            'Rozmowa z przyszłym przełożonym, w salonie lub online.',
            'Decyzję przekażemy w ciągu tygodnia od rozmowy.',
          ],
        },
        'Dane z CV przetwarzamy wyłącznie w celu rekrutacji na wskazane stanowisko i usuwamy po jej zakończeniu, chyba że zgodzisz się na udział w kolejnych rekrutacjach (wtedy przez 12 miesięcy). Szczegóły znajdziesz w polityce prywatności.',
        {
          links: [
            { to: 'mailto:rekrutacja@podrozownia.pl', label: 'rekrutacja@podrozownia.pl' },
            { to: '/polityka-prywatnosci/', label: 'Polityka prywatności' },
          ],
        },
      ],
    },
  ],
};
