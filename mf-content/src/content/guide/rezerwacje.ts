import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'sposoby-rezerwacji',
      heading: 'Trzy sposoby rezerwacji',
      blocks: [
        {
          terms: [
            [
              'Przez internet',
              'Wybierz ofertę, kliknij „Rezerwuj” i przejdź cztery kroki formularza. Rezerwacja online jest dostępna przez całą dobę.',
            ],
            [
              'Przez telefon',
              'Zadzwoń pod +48 22 100 20 30 i podaj numer oferty ze strony. Doradca założy rezerwację i wyśle Ci dokumenty e-mailem.',
            ],
            ['W salonie podróży', 'Doradca w salonie pomoże wybrać ofertę, wydrukuje dokumenty i przyjmie płatność na miejscu.'],
          ],
        },
        'Cena i warunki są takie same bez względu na to, jaki sposób wybierzesz.',
      ],
    },
    {
      id: 'dostepnosc',
      heading: 'Sprawdzanie dostępności',
      blocks: [
        'Oferty biur podróży zmieniają się kilka razy na godzinę, bo miejsca w hotelach i samolotach sprzedają też inni agenci. Zanim zaczniesz wypełniać formularz, sprawdzamy u organizatora, czy oferta jest nadal dostępna i czy cena się nie zmieniła. Jeśli miejsc zabrakło, zaproponujemy najbardziej podobne oferty.',
      ],
    },
    {
      id: 'umowa',
      heading: 'Z kim zawierasz umowę',
      blocks: [
        'Umowę o udział w imprezie turystycznej zawierasz z organizatorem, czyli biurem podróży wskazanym w ofercie. Podróżownia działa jako agent turystyczny, w imieniu i na rzecz organizatora. Przed zawarciem umowy otrzymasz standardowy formularz informacyjny, warunki uczestnictwa organizatora i informacje o ubezpieczeniu.',
        'Rezerwacja staje się wiążąca, gdy organizator ją potwierdzi i gdy wpłacisz zaliczkę albo pełną kwotę. Potwierdzenie wysyłamy e-mailem, zwykle w ciągu kilku minut, a w przypadku ofert wymagających ręcznego potwierdzenia do 24 godzin.',
      ],
    },
    {
      id: 'zmiany-i-rezygnacja',
      heading: 'Zmiany i rezygnacja',
      blocks: [
        {
          list: [
            'Zmianę uczestnika, terminu lub hotelu zgłoś nam jak najwcześniej. Organizator może pobrać opłatę za zmianę zgodnie ze swoimi warunkami uczestnictwa.',
            'Możesz przenieść umowę na inną osobę, jeśli powiadomisz organizatora najpóźniej 7 dni przed wyjazdem.',
            'Z umowy możesz zrezygnować w każdej chwili przed rozpoczęciem wyjazdu. Organizator może wtedy zatrzymać opłatę za odstąpienie, której wysokość podaje w umowie. Bez opłaty odstąpisz od umowy, jeśli w miejscu docelowym wystąpią nieuniknione i nadzwyczajne okoliczności, które mają znaczący wpływ na wyjazd.',
            'Przed kosztami rezygnacji z ważnych powodów, takich jak choroba, chroni ubezpieczenie od kosztów rezygnacji. Wykup je razem z rezerwacją.',
          ],
        },
        {
          links: [
            { to: '/przewodnik/etapy-rezerwacji/', label: 'Kroki formularza rezerwacji' },
            { to: '/regulamin/', label: 'Regulamin serwisu' },
            { to: '/regulamin-ubezpieczen/', label: 'Regulamin ubezpieczeń' },
          ],
        },
      ],
    },
  ],
};
