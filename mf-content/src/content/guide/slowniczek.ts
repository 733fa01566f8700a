import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'wyzywienie',
      heading: 'Wyżywienie',
      blocks: [
        {
          terms: [
            ['RO, OV (bez wyżywienia)', 'Tylko zakwaterowanie, bez posiłków.'],
            ['BB (śniadania)', 'Bed & breakfast: nocleg ze śniadaniem.'],
            [
              'HB (śniadania i obiadokolacje)',
              'Half board: dwa posiłki dziennie, zwykle śniadanie i obiadokolacja. Napoje do kolacji są płatne.',
            ],
            ['FB (trzy posiłki)', 'Full board: śniadanie, obiad i kolacja.'],
            [
              'AI (all inclusive)',
              'Posiłki, przekąski w ciągu dnia oraz napoje bezalkoholowe i alkoholowe produkcji lokalnej w określonych godzinach.',
            ],
            [
              'UAI (ultra all inclusive)',
              'Rozszerzone all inclusive: zwykle także alkohole importowane, dłuższe godziny barów i kolacje w restauracjach à la carte.',
            ],
          ],
        },
      ],
    },
    {
      id: 'oferty',
      heading: 'Rodzaje ofert',
      blocks: [
        {
          terms: [
            ['Last minute', 'Oferty z wyjazdem w najbliższych tygodniach, często tańsze, bo organizator chce sprzedać ostatnie miejsca.'],
            ['First minute', 'Rezerwacja z dużym wyprzedzeniem, zwykle z rabatem i gwarancją niezmienności ceny.'],
            [
              'Impreza turystyczna',
              'Połączenie co najmniej dwóch usług, na przykład przelotu i hotelu, sprzedawane za jedną cenę. Chronią ją przepisy ustawy o imprezach turystycznych.',
            ],
            ['Wycieczka objazdowa', 'Wyjazd z programem zwiedzania i noclegami w różnych miejscach, z pilotem.'],
            ['City break', 'Krótki wyjazd do miasta, zwykle na 2–4 noce.'],
            ['Dojazd własny', 'Oferta bez transportu: do hotelu docierasz samodzielnie.'],
          ],
        },
      ],
    },
    {
      id: 'podroz',
      heading: 'Podróż',
      blocks: [
        {
          terms: [
            [
              'Czarter',
              'Lot zamówiony przez organizatora wyłącznie dla jego klientów. Godziny mogą się zmieniać bardziej niż w lotach rejsowych.',
            ],
            ['Low cost', 'Tania linia lotnicza, w której opłaty za bagaż i miejsca są zwykle dodatkowe.'],
            ['Transfer', 'Przejazd z lotniska do hotelu i z powrotem.'],
            ['Rezydent', 'Przedstawiciel organizatora w miejscu pobytu.'],
            ['Pilot', 'Opiekun grupy w czasie wycieczki objazdowej lub podróży autokarem.'],
            ['Voucher', 'Dokument potwierdzający rezerwację w hotelu, okazywany przy zameldowaniu.'],
          ],
        },
      ],
    },
    {
      id: 'umowa-i-ceny',
      heading: 'Umowa i ceny',
      blocks: [
        {
          terms: [
            ['Organizator turystyki', 'Biuro podróży, które przygotowuje imprezę i odpowiada za jej wykonanie.'],
            ['Agent turystyczny', 'Pośrednik, który sprzedaje imprezy organizatora, tak jak Podróżownia.'],
            ['Zaliczka', 'Część ceny płacona przy rezerwacji; resztę dopłaca się przed wyjazdem.'],
            ['Opłata za odstąpienie', 'Kwota, którą organizator może zatrzymać, gdy rezygnujesz z wyjazdu.'],
            [
              'TFG i TFP',
              'Turystyczny Fundusz Gwarancyjny i Turystyczny Fundusz Pomocowy: zabezpieczenie wpłat podróżnych na wypadek niewypłacalności organizatora.',
            ],
            ['KL, NNW, KR', 'Ubezpieczenie kosztów leczenia, następstw nieszczęśliwych wypadków i kosztów rezygnacji.'],
            ['Najniższa cena z 30 dni', 'Cena, którą pokazujemy przy promocji: najniższa cena oferty w 30 dniach przed obniżką.'],
          ],
        },
      ],
    },
    {
      id: 'hotel',
      heading: 'Hotel',
      blocks: [
        {
          terms: [
            ['Standard', 'Kategoria hotelu w gwiazdkach, nadana według przepisów danego kraju lub oceny organizatora.'],
            [
              'Pokój typu standard, family, suite',
              'Pokój podstawowy, rodzinny (zwykle z dodatkową przestrzenią lub dwoma pomieszczeniami) i apartament.',
            ],
            ['Widok na morze', 'Pokój z oknem lub balkonem skierowanym na morze; „boczny widok na morze” oznacza widok częściowy.'],
            ['Adults only', 'Hotel tylko dla dorosłych, zwykle od 16 lub 18 lat.'],
          ],
        },
      ],
    },
  ],
};
