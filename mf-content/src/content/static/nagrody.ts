import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'hotele-roku',
      heading: 'Hotele Roku Podróżowni',
      blocks: [
        'Co roku wyróżniamy hotele, które najlepiej oceniają nasi klienci. O nagrodzie decydują wyłącznie zweryfikowane opinie podróżnych, którzy zarezerwowali pobyt przez Podróżownię, a nie prowizje ani umowy z hotelami. Wyróżnienie dostaje hotel w każdym z najpopularniejszych kierunków.',
        {
          terms: [
            ['Hotel Roku', 'Najwyższa średnia ocena w danym kraju przy co najmniej 30 opiniach z ostatnich 12 miesięcy.'],
            ['Najlepszy hotel dla rodzin', 'Najwyżej oceniany hotel z klubem dla dzieci, w opiniach osób podróżujących z dziećmi.'],
            ['Najlepsza kuchnia', 'Najwyższa ocena w kategorii jedzenia w opiniach gości.'],
            ['Odkrycie roku', 'Hotel, którego ocena wzrosła najbardziej w porównaniu z poprzednim sezonem.'],
          ],
        },
      ],
    },
    {
      id: 'jak-liczymy',
      heading: 'Jak liczymy wyniki',
      blocks: [
        'Bierzemy pod uwagę opinie opublikowane od 1 października poprzedniego roku do 30 września bieżącego. Każda opinia ma taką samą wagę. Hotel, którego opinie były przedmiotem zgłoszeń o manipulację, jest wyłączany z klasyfikacji. Wyniki ogłaszamy w listopadzie, a nagrodzone hotele oznaczamy w wynikach wyszukiwania.',
      ],
    },
    {
      id: 'nasze-zobowiazania',
      heading: 'Nasze zobowiązania wobec klientów',
      blocks: [
        'Zamiast chwalić się nagrodami przyznawanymi nam, wolimy mówić o tym, co obiecujemy: pełne ceny z obowiązkowymi opłatami, zweryfikowane opinie, odpowiedź na reklamację w ciągu 14 dni i pomoc doradcy przez 7 dni w tygodniu.',
        {
          links: [
            { to: '/regulamin-opinii/', label: 'Jak weryfikujemy opinie' },
            { to: '/o-nas/', label: 'O Podróżowni' },
          ],
        },
      ],
    },
  ],
};
