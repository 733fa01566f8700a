import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'przed-wylotem',
      heading: 'Przed wylotem',
      blocks: [
        'Godzinę wylotu potwierdza organizator w dokumentach podróży, które dostaniesz na kilka dni przed wyjazdem. Godziny lotów czarterowych mogą się zmienić nawet w ostatniej chwili, dlatego w dniu poprzedzającym wylot sprawdź informacje od organizatora i SMS-y.',
        'Na lotnisku bądź 2 godziny przed wylotem w Europie i 3 godziny przed lotem dalekodystansowym. Odprawa zamyka się zwykle 40–60 minut przed odlotem.',
      ],
    },
    {
      id: 'bagaz',
      heading: 'Bagaż rejestrowany i podręczny',
      blocks: [
        {
          terms: [
            [
              'Bagaż rejestrowany',
              'W lotach czarterowych zwykle 15–23 kg na osobę; dokładny limit podaje organizator. Nadbagaż na lotnisku jest drogi: dodatkowe kilogramy taniej wykupisz przy rezerwacji.',
            ],
            [
              'Bagaż podręczny',
              'Najczęściej jedna sztuka do 5–8 kg o wymiarach około 55 × 40 × 20 cm. Płyny tylko w pojemnikach do 100 ml, w przezroczystej torebce o pojemności do 1 litra.',
            ],
            [
              'Czego nie pakować do bagażu rejestrowanego',
              'Powerbanków, zapasowych baterii litowych i e-papierosów: te mogą lecieć tylko w bagażu podręcznym. Do podręcznego zabierz też leki, dokumenty i pieniądze.',
            ],
            [
              'Sprzęt sportowy i wózki',
              'Wózek dziecięcy zwykle przewieziesz bezpłatnie. Rowery, narty i deski zgłoś przy rezerwacji, bo wymagają opłaty i zgody przewoźnika.',
            ],
          ],
        },
      ],
    },
    {
      id: 'na-lotnisku',
      heading: 'Na lotnisku i w samolocie',
      blocks: [
        {
          steps: [
            'Odprawa biletowo-bagażowa przy stanowisku przewoźnika lub online, jeśli przewoźnik ją udostępnia.',
            'Kontrola bezpieczeństwa: wyjmij płyny i elektronikę większą od telefonu.',
            'Kontrola paszportowa przy lotach poza strefę Schengen.',
            'Wejście na pokład według numeru wyjścia na karcie pokładowej.',
          ],
        },
        'Jeśli lot jest opóźniony o co najmniej 3 godziny albo odwołany, możesz mieć prawo do odszkodowania od przewoźnika na podstawie rozporządzenia (WE) nr 261/2004, a w czasie oczekiwania do posiłków i napojów. Zachowaj kartę pokładową i poproś przewoźnika o pisemne potwierdzenie opóźnienia.',
      ],
    },
    {
      id: 'transfer',
      heading: 'Transfer do hotelu',
      blocks: [
        'W imprezach z przelotem transfer z lotniska do hotelu i z powrotem jest zwykle w cenie. Po odebraniu bagażu szukaj tabliczki organizatora albo rezydenta w hali przylotów. Autokar rozwozi gości do kilku hoteli, dlatego transfer może potrwać dłużej niż sama droga.',
        'Gdy zgubi się Twój bagaż, zgłoś to przed wyjściem z hali przylotów w biurze bagażu zagubionego (Lost & Found) i zachowaj protokół PIR. Będzie potrzebny przewoźnikowi i ubezpieczycielowi.',
        { links: [{ to: '/parkuj-i-lec/', label: 'Parking przy lotnisku na czas wyjazdu' }] },
      ],
    },
  ],
};
