import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'jak-to-dziala',
      heading: 'Jak to działa',
      blocks: [
        'Miejsce na parkingu przy lotnisku rezerwujesz razem z wyjazdem, w pierwszym kroku rezerwacji, wśród dodatków. Cenę za cały pobyt widzisz od razu: zależy od lotniska, liczby dni i rodzaju parkingu. Potwierdzenie z adresem parkingu i instrukcją dojazdu dostaniesz e-mailem razem z potwierdzeniem rezerwacji.',
        {
          steps: [
            'Przyjedź na parking, pokaż potwierdzenie lub podaj numer rejestracyjny.',
            'Bezpłatny bus dowiezie Cię do terminalu, zwykle w 5–10 minut.',
            'Po powrocie zadzwoń pod numer z potwierdzenia; bus odbierze Cię z hali przylotów.',
          ],
        },
      ],
    },
    {
      id: 'lotniska',
      heading: 'Lotniska',
      blocks: [
        'Parkingi oferujemy przy lotniskach, z których najczęściej wylatują wczasy: Warszawa Chopin i Warszawa-Modlin, Kraków, Katowice, Gdańsk, Wrocław, Poznań, Rzeszów, Łódź, Lublin, Bydgoszcz, Szczecin i Olsztyn-Mazury.',
      ],
    },
    {
      id: 'warunki',
      heading: 'Warunki',
      blocks: [
        {
          list: [
            'Parkingi są ogrodzone, oświetlone i monitorowane przez całą dobę.',
            'Rezerwację parkingu możesz zmienić lub odwołać bezpłatnie do 48 godzin przed przyjazdem.',
            'Gdy samolot powrotny się spóźni, dodatkowa doba jest doliczana według cennika parkingu, płatna na miejscu.',
            'Parking obsługuje operator wskazany w potwierdzeniu; za przechowanie pojazdu odpowiada on zgodnie ze swoim regulaminem.',
          ],
        },
        { links: [{ to: '/przewodnik/podroz-samolotem/', label: 'Przewodnik: podróż samolotem' }] },
      ],
    },
  ],
};
