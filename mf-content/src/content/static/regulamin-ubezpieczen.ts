import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  effectiveFrom: '2026-01-01',
  sections: [
    {
      id: 'zasady-ogolne',
      heading: '1. Zasady ogólne',
      blocks: [
        'Przy rezerwacji możesz kupić ubezpieczenie podróżne i ubezpieczenie od kosztów rezygnacji. Ubezpieczycielem jest zakład ubezpieczeń wskazany w ogólnych warunkach ubezpieczenia (OWU), które otrzymujesz przed zawarciem umowy razem z dokumentem zawierającym informacje o produkcie ubezpieczeniowym (karta IPID). Podróżownia działa jako agent ubezpieczeniowy wpisany do rejestru prowadzonego przez Komisję Nadzoru Finansowego i nie pobiera od Ciebie żadnych opłat poza składką.',
        'Ten regulamin streszcza najważniejsze zasady. Wiążące są OWU, które akceptujesz w kroku „Podsumowanie rezerwacji”.',
      ],
    },
    {
      id: 'zakres',
      heading: '2. Co obejmuje ubezpieczenie',
      blocks: [
        {
          terms: [
            [
              'Koszty leczenia (KL)',
              'Leczenie nagłych zachorowań i skutków wypadków za granicą, pobyt w szpitalu, leki oraz transport medyczny do Polski. Organizatorzy zapewniają w cenie imprezy podstawowe ubezpieczenie; wyższą sumę ubezpieczenia możesz dokupić.',
            ],
            [
              'Następstwa nieszczęśliwych wypadków (NNW)',
              'Świadczenie w razie trwałego uszczerbku na zdrowiu lub śmierci w wyniku wypadku.',
            ],
            ['Bagaż podróżny', 'Kradzież, zniszczenie lub zaginięcie bagażu oddanego przewoźnikowi oraz opóźnienie jego dostarczenia.'],
            ['Odpowiedzialność cywilna (OC)', 'Szkody wyrządzone innym osobom w czasie podróży.'],
            [
              'Choroby przewlekłe i sporty',
              'Rozszerzenie zakresu o zaostrzenie choroby przewlekłej oraz o uprawianie sportów, na przykład narciarstwa czy nurkowania.',
            ],
          ],
        },
      ],
    },
    {
      id: 'koszty-rezygnacji',
      heading: '3. Ubezpieczenie kosztów rezygnacji (KR)',
      blocks: [
        'Zwraca opłatę za odstąpienie od umowy, którą zatrzymuje organizator, gdy rezygnujesz z ważnej przyczyny opisanej w OWU, na przykład z powodu nagłej choroby, wypadku, śmierci osoby bliskiej, szkody w mieniu lub utraty pracy. Obejmuje też koszty przerwania podróży.',
        {
          list: [
            'Kup je razem z rezerwacją. Później jest to możliwe tylko w terminie wskazanym w OWU, zwykle do 3 dni od rezerwacji, a przy rezerwacji na mniej niż 30 dni przed wyjazdem wyłącznie w dniu rezerwacji.',
            'Suma ubezpieczenia powinna odpowiadać pełnej cenie wyjazdu wszystkich ubezpieczonych uczestników.',
            'Ubezpieczenie nie obejmuje rezygnacji z powodu, który był znany w dniu zakupu polisy.',
          ],
        },
      ],
    },
    {
      id: 'szkoda',
      heading: '4. Co zrobić w razie szkody',
      blocks: [
        {
          steps: [
            'Za granicą: zadzwoń do centrum alarmowego ubezpieczyciela, którego numer znajdziesz na polisie, zanim zaczniesz leczenie, jeśli stan zdrowia na to pozwala.',
            'Zbierz dokumenty: dokumentację medyczną, rachunki, protokół PIR przy bagażu, zaświadczenie z policji przy kradzieży.',
            'Zgłoś szkodę ubezpieczycielowi przez jego formularz lub e-mail, podając numer polisy.',
            'Rezygnację zgłoś najpierw organizatorowi (przez Podróżownię), a potem ubezpieczycielowi, z dokumentem potwierdzającym przyczynę.',
          ],
        },
      ],
    },
    {
      id: 'odstapienie-i-reklamacje',
      heading: '5. Odstąpienie i reklamacje',
      blocks: [
        'Od umowy ubezpieczenia zawartej na okres dłuższy niż 30 dni możesz odstąpić w ciągu 30 dni od jej zawarcia. Reklamacje dotyczące ubezpieczenia rozpatruje ubezpieczyciel w ciągu 30 dni; w sprawach spornych możesz zwrócić się do Rzecznika Finansowego.',
        {
          links: [
            { to: '/regulamin/', label: 'Regulamin serwisu' },
            { to: '/przewodnik/dokumenty/', label: 'Przewodnik: dokumenty i EKUZ' },
          ],
        },
      ],
    },
  ],
};
