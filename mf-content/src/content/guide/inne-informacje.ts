import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'pieniadze',
      heading: 'Pieniądze na wyjeździe',
      blocks: [
        {
          list: [
            'W strefie euro płacisz kartą niemal wszędzie. Sprawdź w banku, czy Twoja karta nie ma wysokich opłat za płatności w obcej walucie.',
            'W Egipcie i Tunezji przyda się gotówka w euro lub dolarach w małych nominałach, na napiwki i drobne zakupy. Lokalną walutę wymienisz w hotelu lub w kantorze na lotnisku.',
            'W Turcji najkorzystniej płacić w lirach tureckich, a nie w euro.',
            'Przy płatności kartą za granicą wybieraj rozliczenie w walucie lokalnej. Przeliczenie na złote proponowane przez terminal jest zwykle droższe.',
          ],
        },
      ],
    },
    {
      id: 'napiwki',
      heading: 'Napiwki',
      blocks: [
        'W krajach basenu Morza Śródziemnego napiwek dla kelnera to zwyczajowo 5–10% rachunku. W Egipcie i Tunezji napiwki są ważną częścią wynagrodzenia obsługi: drobna kwota dla pokojówki, kelnera czy kierowcy transferu jest mile widziana. W hotelach all inclusive napiwek nie jest obowiązkowy.',
      ],
    },
    {
      id: 'prad-i-telefon',
      heading: 'Prąd, telefon i internet',
      blocks: [
        'W większości krajów Europy gniazdka są takie jak w Polsce. Na Malcie i Cyprze potrzebna jest przejściówka na wtyczkę brytyjską (typ G), w Tajlandii przyda się przejściówka uniwersalna.',
        'W Unii Europejskiej, a także w Norwegii, Islandii i Liechtensteinie, rozmowy i internet kosztują tyle co w Polsce (roaming na zasadach krajowych). W Turcji, Egipcie, Tunezji i poza Europą roaming jest drogi: wyłącz dane komórkowe lub kup pakiet u operatora przed wyjazdem.',
      ],
    },
    {
      id: 'zdrowie',
      heading: 'Zdrowie',
      blocks: [
        {
          list: [
            'Ubezpieczenie kosztów leczenia to podstawa, także w Unii Europejskiej.',
            'Zabierz apteczkę: leki przeciwbólowe, na biegunkę, chorobę lokomocyjną i alergię, środek na komary i krem z filtrem.',
            'Na wyjazdy egzotyczne sprawdź zalecane szczepienia w poradni medycyny podróży, najlepiej 6–8 tygodni przed wyjazdem.',
            'W krajach o wysokich temperaturach pij wodę butelkowaną i unikaj lodu z nieznanego źródła.',
          ],
        },
      ],
    },
    {
      id: 'bezpieczenstwo',
      heading: 'Bezpieczeństwo',
      blocks: [
        'Przed wyjazdem zarejestruj podróż w systemie Odyseusz Ministerstwa Spraw Zagranicznych: w razie kryzysu konsul będzie mógł się z Tobą skontaktować. Numer alarmowy 112 działa w całej Unii Europejskiej. Dokumenty i większą gotówkę trzymaj w sejfie w pokoju.',
        { links: [{ to: '/przewodnik/slowniczek/', label: 'Dalej: słowniczek pojęć turystycznych' }] },
      ],
    },
  ],
};
