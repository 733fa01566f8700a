import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'co-oferujemy',
      heading: 'Co oferujemy firmom',
      blocks: [
        {
          terms: [
            ['Podróże służbowe', 'Bilety lotnicze, hotele i ubezpieczenia dla pracowników, z jedną fakturą zbiorczą na koniec miesiąca.'],
            ['Wyjazdy integracyjne', 'Weekend w górach, nad morzem albo za granicą, z programem dopasowanym do zespołu.'],
            [
              'Wyjazdy motywacyjne',
              'Nagroda dla najlepszych pracowników lub partnerów: wczasy w dobrych hotelach, wycieczki objazdowe, rejsy.',
            ],
            ['Konferencje i eventy', 'Zajmuje się nimi nasz dział MICE: od wyboru miejsca po obsługę uczestników.'],
            ['Bony podarunkowe', 'Bony Podróżowni jako prezent dla pracowników, z fakturą dla firmy.'],
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
            'Opisujesz potrzebę: termin, liczbę osób, budżet i oczekiwania.',
            'Opiekun firmy przygotowuje 2–3 propozycje w ciągu 3 dni roboczych.',
            'Po wyborze zawieramy umowę i ustalamy harmonogram płatności.',
            'W czasie wyjazdu masz do dyspozycji opiekuna pod telefonem.',
          ],
        },
        'Wystawiamy faktury VAT. Dla stałych klientów prowadzimy konto firmowe z historią rezerwacji i odroczonym terminem płatności.',
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt dla firm',
      blocks: [
        'Napisz na firmy@podrozownia.pl albo zadzwoń pod +48 22 100 20 30 i poproś o połączenie z opiekunem klientów biznesowych.',
        {
          links: [
            { to: 'mailto:firmy@podrozownia.pl', label: 'firmy@podrozownia.pl' },
            { to: '/mice/', label: 'Konferencje i wyjazdy MICE' },
          ],
        },
      ],
    },
  ],
};
