import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  effectiveFrom: '2026-01-01',
  sections: [
    {
      id: 'wstep',
      heading: 'Komu i po co przekazujemy dane',
      blocks: [
        'Ta strona uzupełnia politykę prywatności. Wymieniamy kategorie odbiorców, którym Podróżownia sp. z o.o. przekazuje dane osobowe, oraz zakres i cel przekazania. Każdy odbiorca dostaje tylko te dane, których potrzebuje do swojego zadania.',
      ],
    },
    {
      id: 'administratorzy',
      heading: 'Odbiorcy przetwarzający dane we własnym imieniu',
      blocks: [
        {
          terms: [
            [
              'Organizatorzy turystyki',
              'Dane rezerwującego i uczestników, potrzebne do zawarcia i wykonania umowy o udział w imprezie turystycznej. Organizator jest odrębnym administratorem i informuje o swoich zasadach w warunkach uczestnictwa.',
            ],
            [
              'Hotele, przewoźnicy lotniczy i autokarowi, agenci w miejscu pobytu',
              'Imiona, nazwiska, daty urodzenia, płeć i numery dokumentów, gdy są wymagane, przekazywane przez organizatora.',
            ],
            ['Ubezpieczyciel', 'Dane ubezpieczonych i ubezpieczającego, gdy kupujesz ubezpieczenie podróżne lub od kosztów rezygnacji.'],
            ['Operatorzy płatności i banki', 'Kwota, tytuł płatności, dane płatnika i wynik transakcji.'],
            ['Operatorzy parkingów lotniskowych', 'Imię, nazwisko, telefon, numer rejestracyjny i daty pobytu, gdy zamawiasz parking.'],
            ['Organy publiczne', 'Straż Graniczna, policja, sądy, urzędy skarbowe i Prezes UODO, wyłącznie na podstawie przepisów prawa.'],
          ],
        },
      ],
    },
    {
      id: 'podmioty-przetwarzajace',
      heading: 'Podmioty przetwarzające dane na nasze zlecenie',
      blocks: [
        {
          terms: [
            ['Dostawcy hostingu i chmury', 'Przechowywanie danych serwisu i systemu rezerwacyjnego na serwerach w Unii Europejskiej.'],
            ['Dostawca poczty elektronicznej', 'Wysyłka potwierdzeń rezerwacji, przypomnień o dopłacie i newslettera.'],
            ['Dostawca infolinii', 'Obsługa połączeń telefonicznych i nagrań rozmów, jeśli się na nie zgodzisz.'],
            ['Biuro rachunkowe', 'Księgowanie faktur i płatności.'],
            ['Kancelaria prawna', 'Obsługa sporów i roszczeń.'],
            ['Dostawca narzędzi analitycznych', 'Zbiorcze statystyki ruchu w serwisie, tylko po Twojej zgodzie.'],
          ],
        },
        'Z każdym z tych podmiotów mamy umowę powierzenia przetwarzania danych zgodną z art. 28 RODO.',
        { links: [{ to: '/polityka-prywatnosci/', label: 'Polityka prywatności' }] },
      ],
    },
  ],
};
