import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'zbiorki',
      heading: 'Miejsca zbiórek i wyjazd',
      blocks: [
        'Wyjazdy autokarowe ruszają z kilkudziesięciu miast w Polsce. Miejsce i godzinę zbiórki podaje organizator w dokumentach podróży. Bądź na miejscu co najmniej 20 minut wcześniej: pilot sprawdza listę uczestników, a kierowca pakuje bagaże według kolejności wysiadania.',
        'Z mniejszych miast często jedzie się najpierw busem dowozowym do głównego autokaru. Czas przesiadki jest wliczony w rozkład.',
      ],
    },
    {
      id: 'w-drodze',
      heading: 'W drodze',
      blocks: [
        {
          list: [
            'Na długiej trasie autokar zatrzymuje się co 3–4 godziny na krótki postój, a kierowcy zmieniają się zgodnie z przepisami o czasie pracy.',
            'Miejsca w autokarze przydziela organizator, często według kolejności rezerwacji. Miejsce z przodu możesz zwykle dokupić.',
            'Autokary mają klimatyzację, a na dłuższych trasach także toaletę i możliwość kupienia gorących napojów.',
            'Zabierz wygodne ubranie, poduszkę podróżną, wodę i przekąski oraz leki na chorobę lokomocyjną.',
          ],
        },
      ],
    },
    {
      id: 'bagaz',
      heading: 'Bagaż',
      blocks: [
        'Każdy uczestnik może zabrać jedną walizkę do luku, zwykle do 20–25 kg, oraz mały bagaż podręczny na półkę nad siedzeniem. Podpisz walizkę imieniem, nazwiskiem i numerem telefonu. Dokumenty, leki i pieniądze trzymaj przy sobie.',
      ],
    },
    {
      id: 'wycieczki-objazdowe',
      heading: 'Wycieczki objazdowe',
      blocks: [
        'W wycieczkach objazdowych autokar jest także środkiem zwiedzania. Program dnia, godziny wyjazdów z hoteli i czas wolny podaje pilot. Przy zmianie hotelu co noc przygotuj mniejszą torbę z rzeczami na jedną noc, żeby nie rozpakowywać całej walizki.',
        {
          links: [
            { to: '/wycieczki-objazdowe/', label: 'Zobacz wycieczki objazdowe' },
            { to: '/przewodnik/pobyt/', label: 'Dalej: pobyt na miejscu' },
          ],
        },
      ],
    },
  ],
};
