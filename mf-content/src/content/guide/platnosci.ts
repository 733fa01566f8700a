import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'metody',
      heading: 'Metody płatności',
      blocks: [
        {
          terms: [
            ['Szybki przelew online', 'Płacisz w swoim banku i wracasz do nas. Wpłata jest zaksięgowana od razu.'],
            [
              'Karta płatnicza',
              'Visa i Mastercard, także karty firmowe. Bank może poprosić o potwierdzenie płatności w aplikacji (3-D Secure).',
            ],
            ['BLIK i portfele elektroniczne', 'Kod BLIK z aplikacji banku albo Google Pay i Apple Pay.'],
            [
              'Przelew tradycyjny',
              'Na rachunek podany w potwierdzeniu rezerwacji. Wybierz go tylko, jeśli do wyjazdu zostało więcej niż 7 dni, bo przelew może iść do dwóch dni roboczych.',
            ],
            ['Gotówka lub karta w salonie', 'W każdym salonie podróży Podróżowni.'],
          ],
        },
        'Przy niektórych metodach operator pobiera opłatę transakcyjną. Zawsze widzisz ją przed zapłatą, w kroku płatności.',
      ],
    },
    {
      id: 'zaliczka',
      heading: 'Zaliczka i dopłata',
      blocks: [
        'Jeśli do wyjazdu zostało więcej niż 30 dni, zwykle wystarczy wpłacić zaliczkę: najczęściej 30% ceny, a u części organizatorów 20–40%. Resztę dopłacasz najpóźniej 30 dni przed wyjazdem; termin jest w umowie i w e-mailu z potwierdzeniem. Przy rezerwacji na mniej niż 30 dni przed wyjazdem płacisz od razu całość.',
        {
          note: 'Przypomnimy Ci o dopłacie e-mailem na 7 dni przed terminem. Brak dopłaty w terminie może oznaczać anulowanie rezerwacji przez organizatora.',
        },
      ],
    },
    {
      id: 'bezpieczenstwo',
      heading: 'Bezpieczeństwo wpłat',
      blocks: [
        'Płatności online obsługują licencjonowani operatorzy płatności. Nie widzimy i nie przechowujemy danych Twojej karty.',
        'Wpłaty za imprezę turystyczną są chronione gwarancją organizatora i Turystycznym Funduszem Gwarancyjnym. Jeśli organizator stanie się niewypłacalny, pieniądze wrócą do Ciebie, a jeśli jesteś już na wyjeździe, zapewniony jest powrót do kraju. Numer wpisu organizatora do rejestru i dane gwaranta znajdziesz w umowie.',
      ],
    },
    {
      id: 'zwroty',
      heading: 'Zwroty',
      blocks: [
        {
          list: [
            'Gdy organizator odwoła wyjazd, zwraca całą wpłatę w ciągu 14 dni.',
            'Gdy Ty odstępujesz od umowy, organizator zwraca wpłatę pomniejszoną o opłatę za odstąpienie, także w ciągu 14 dni.',
            'Zwrot trafia tą samą metodą, którą płaciłeś, chyba że wskażesz inny rachunek.',
            'Gdy cena wzrośnie o więcej niż 8% (organizator może ją podnieść najpóźniej 20 dni przed wyjazdem, wyłącznie z powodu kosztów paliwa, podatków i opłat albo kursów walut), możesz odstąpić od umowy bez opłat.',
          ],
        },
        { links: [{ to: '/bony-turystyczne/', label: 'Płatność bonem podarunkowym' }] },
      ],
    },
  ],
};
