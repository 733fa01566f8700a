import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'czym-jest-podrozownia',
      heading: 'Czym jest Podróżownia',
      blocks: [
        'Podróżownia to internetowe biuro sprzedaży wycieczek. W jednym miejscu porównujesz oferty kilkudziesięciu organizatorów turystyki: wczasy w hotelach, last minute i first minute, wycieczki objazdowe, wyjazdy egzotyczne, rejsy, city breaki i narty.',
        'Nie jesteśmy organizatorem wyjazdów, tylko agentem turystycznym: umowę o udział w imprezie turystycznej zawierasz z biurem podróży, które organizuje wyjazd, a my pomagamy ją wybrać, zawrzeć i opłacić. Dzięki temu obowiązują Cię te same ceny i warunki, co u organizatora, a do tego masz naszą pomoc przed wyjazdem, w jego trakcie i po powrocie.',
      ],
    },
    {
      id: 'ceny',
      heading: 'Ceny, które widzisz, są pełne',
      blocks: [
        'Każda cena na liście ofert zawiera obowiązkowe opłaty: opłatę paliwową, składkę na Turystyczny Fundusz Gwarancyjny i Turystyczny Fundusz Pomocowy oraz opłaty lotniskowe. Dopłacasz tylko za to, co sam wybierzesz, na przykład za dodatkowe ubezpieczenie, parking przy lotnisku czy większy bagaż.',
        'Przy ofertach w promocji pokazujemy najniższą cenę z 30 dni przed obniżką, tak jak wymaga tego prawo. Możesz przełączyć widok między ceną za osobę a ceną za wszystkich uczestników.',
      ],
    },
    {
      id: 'jak-czytac-przewodnik',
      heading: 'Jak czytać ten przewodnik',
      blocks: [
        'Przewodnik prowadzi Cię przez cały wyjazd w kolejności, w jakiej zwykle się go planuje. Każdy dział możesz też czytać osobno.',
        {
          steps: [
            'Wyszukiwanie ofert: jak używać filtrów, mapy i ulubionych, żeby szybko znaleźć właściwy wyjazd.',
            'Rezerwacje i etapy rezerwacji: co dzieje się od kliknięcia „Rezerwuj” do potwierdzenia od biura podróży.',
            'Płatności: zaliczka, dopłata, metody płatności i zwroty.',
            'Dokumenty, podróż samolotem i autokarem: o czym pamiętać przed wyjazdem i w drodze.',
            'Pobyt i inne informacje: rezydent, wycieczki fakultatywne, pieniądze, zdrowie i bezpieczeństwo.',
            'Słowniczek: skróty i pojęcia z ofert biur podróży wyjaśnione prostym językiem.',
          ],
        },
      ],
    },
    {
      id: 'pomoc',
      heading: 'Gdy potrzebujesz pomocy',
      blocks: [
        'Nasi doradcy odpowiadają pod numerem +48 22 100 20 30 od poniedziałku do piątku w godzinach 9:00–21:00, a w weekendy w godzinach 10:00–18:00. Możesz też napisać na kontakt@podrozownia.pl albo odwiedzić jeden z naszych salonów podróży.',
        {
          links: [
            { to: '/kontakt/', label: 'Kontakt z doradcą' },
            { to: '/salony-podrozy/', label: 'Salony podróży w Twojej okolicy' },
            { to: '/przewodnik/wyszukiwanie-ofert/', label: 'Zacznij od działu „Wyszukiwanie ofert”' },
          ],
        },
      ],
    },
  ],
};
