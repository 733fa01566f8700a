import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'od-czego-zaczac',
      heading: 'Od czego zacząć',
      blocks: [
        'Najprościej zacząć od wyszukiwarki na stronie głównej: wpisz kierunek (kraj, region albo miejscowość, podpowiemy nazwę po trzech literach), wybierz termin wyjazdu i liczbę uczestników. Jeśli nie masz jeszcze pomysłu na kierunek, zostaw to pole puste i zawęź wyniki filtrami albo zajrzyj do przewodnika po kierunkach, gdzie dla każdego miejsca pokazujemy pogodę w kolejnych miesiącach.',
        'Kategorie w menu, takie jak last minute, all inclusive, wycieczki objazdowe czy narty, to gotowe zestawy filtrów. Możesz je dalej dowolnie zmieniać.',
      ],
    },
    {
      id: 'filtry',
      heading: 'Filtry, które warto znać',
      blocks: [
        {
          terms: [
            [
              'Termin i długość pobytu',
              'Podaj zakres dat, w którym możesz wyjechać, i liczbę dni. Szerszy zakres to więcej ofert i zwykle niższe ceny.',
            ],
            [
              'Uczestnicy',
              'Liczba dorosłych i daty urodzenia dzieci. Ceny dla dzieci zależą od wieku w dniu powrotu, dlatego prosimy o datę, a nie o wiek.',
            ],
            ['Miasto wylotu', 'Lotniska lub miejsca zbiórki, z których chcesz wyruszyć. Możesz wybrać kilka.'],
            [
              'Wyżywienie',
              'Od samego zakwaterowania, przez śniadania i obiadokolacje, po all inclusive. Znaczenie skrótów znajdziesz w słowniczku.',
            ],
            ['Standard i opinie', 'Kategoria hotelu w gwiazdkach oraz średnia ocen gości w skali od 1 do 6.'],
            ['Odległość od plaży i od lotniska', 'Przydatne, gdy podróżujesz z małymi dziećmi albo nie lubisz długich transferów.'],
            ['Udogodnienia', 'Na przykład basen, aquapark, klub dla dzieci, hotel tylko dla dorosłych, bezpłatne Wi-Fi.'],
            ['Linie lotnicze i lot bezpośredni', 'Możesz pominąć tanie linie lub loty czarterowe i szukać tylko lotów bez przesiadki.'],
            [
              'Cena i cena za wszystkich',
              'Ustaw budżet na osobę albo na całą rodzinę: przełącznik zmienia sposób liczenia w całym wyszukiwaniu.',
            ],
            ['Organizator', 'Pokaż oferty tylko wybranych biur podróży.'],
          ],
        },
      ],
    },
    {
      id: 'sortowanie-i-mapa',
      heading: 'Sortowanie, mapa i ulubione',
      blocks: [
        'Wyniki możesz sortować według popularności, ceny, oceny hotelu lub terminu. Na mapie zobaczysz hotele w wybranym obszarze: przesuń lub przybliż mapę, a lista ofert zawęzi się do widocznego fragmentu.',
        'Serduszko przy ofercie dodaje ją do ulubionych. Lista ulubionych jest zapamiętana w Twojej przeglądarce, więc wrócisz do niej także po kilku dniach, bez zakładania konta.',
        {
          note: 'Wszystkie wybrane filtry są zapisane w adresie strony. Możesz go skopiować i wysłać rodzinie: zobaczy dokładnie te same wyniki.',
        },
      ],
    },
    {
      id: 'karta-hotelu',
      heading: 'Na co patrzeć na stronie hotelu',
      blocks: [
        {
          list: [
            'Opinie gości: czytaj nie tylko średnią, ale też najnowsze opinie i oceny w kategoriach (jedzenie, pokoje, obsługa, plaża).',
            'Opis pokoju i wyżywienia: sprawdź, co dokładnie obejmuje all inclusive w danym hotelu, bo zakres różni się między hotelami.',
            'Termin, długość pobytu, wyżywienie i pokój zmieniasz na stronie oferty; cena przelicza się od razu i zawsze zawiera obowiązkowe opłaty.',
            'Jeśli wybrane połączenie jest niedostępne, podpowiemy najbliższe dostępne terminy i warianty.',
          ],
        },
        { links: [{ to: '/przewodnik/rezerwacje/', label: 'Dalej: jak zarezerwować wybraną ofertę' }] },
      ],
    },
  ],
};
