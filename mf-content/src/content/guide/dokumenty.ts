import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'paszport-czy-dowod',
      heading: 'Paszport czy dowód osobisty',
      blocks: [
        'W krajach Unii Europejskiej, strefy Schengen oraz na przykład w Albanii, Bośni i Hercegowinie, Czarnogórze, Macedonii Północnej i Serbii wystarczy ważny dowód osobisty. Na wyjazd do Turcji organizatorzy zalecają paszport, bo zasady wjazdu na dowód osobisty bywają zmieniane. Do Egiptu, Tunezji, Maroka, Zjednoczonych Emiratów Arabskich i wszystkich krajów poza Europą potrzebny jest paszport.',
        {
          note: 'Wiele krajów wymaga, by paszport był ważny co najmniej 6 miesięcy od dnia powrotu. Sprawdź datę ważności, zanim zarezerwujesz wyjazd: na nowy paszport czeka się zwykle około miesiąca.',
        },
      ],
    },
    {
      id: 'wizy',
      heading: 'Wizy i zezwolenia na wjazd',
      blocks: [
        {
          terms: [
            [
              'Egipt',
              'Wiza turystyczna do kupienia na lotnisku po przylocie albo wcześniej elektronicznie. W kurortach Synaju na pobyt do 15 dni wystarczy bezpłatny stempel.',
            ],
            ['Tunezja, Turcja, Maroko', 'Na pobyt turystyczny do 90 dni obywatele Polski nie potrzebują wizy.'],
            ['Zjednoczone Emiraty Arabskie', 'Wizę otrzymasz bezpłatnie przy wjeździe.'],
            [
              'Tajlandia',
              'Na krótki pobyt turystyczny wiza nie jest wymagana; okres pobytu bez wizy określają przepisy tajskie i może się zmieniać.',
            ],
            ['Stany Zjednoczone, Kanada', 'Przed wylotem potrzebne jest elektroniczne zezwolenie na podróż (ESTA lub eTA).'],
          ],
        },
        'Zasady wjazdu zmieniają się. Przed wyjazdem sprawdź aktualne informacje na stronie gov.pl w serwisie „Polak za granicą”, a w razie wątpliwości zapytaj naszego doradcę.',
      ],
    },
    {
      id: 'dzieci',
      heading: 'Dokumenty dzieci',
      blocks: [
        {
          list: [
            'Każde dziecko, także niemowlę, potrzebuje własnego dokumentu: paszportu albo dowodu osobistego tam, gdzie dowód wystarcza.',
            'Dziecko podróżujące z jednym rodzicem lub z dziadkami powinno mieć pisemną zgodę rodziców, najlepiej przetłumaczoną na angielski. Niektóre kraje wymagają jej z podpisem poświadczonym notarialnie.',
            'Datę urodzenia dziecka podajesz w rezerwacji, bo od wieku w dniu powrotu zależy jego cena.',
          ],
        },
      ],
    },
    {
      id: 'inne-dokumenty',
      heading: 'Co jeszcze zabrać',
      blocks: [
        {
          list: [
            'Potwierdzenie rezerwacji i voucher do hotelu, w telefonie lub wydrukowane.',
            'Kartę EKUZ, jeśli jedziesz do kraju Unii Europejskiej. Nie zastępuje ona ubezpieczenia turystycznego, bo nie pokrywa transportu medycznego do Polski ani leczenia prywatnego.',
            'Polisę ubezpieczenia podróżnego z numerem telefonu centrum alarmowego.',
            'Prawo jazdy, jeśli chcesz wynająć samochód. Poza Europą bywa wymagane międzynarodowe prawo jazdy.',
            'Kopię dokumentów w telefonie lub w chmurze, na wypadek ich zgubienia.',
          ],
        },
        { links: [{ to: '/przewodnik/podroz-samolotem/', label: 'Dalej: podróż samolotem' }] },
      ],
    },
  ],
};
