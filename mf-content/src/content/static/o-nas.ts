import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'kim-jestesmy',
      heading: 'Kim jesteśmy',
      blocks: [
        'Podróżownia to polskie biuro sprzedaży wycieczek, które łączy wyszukiwarkę internetową z siecią salonów podróży. Porównujemy oferty kilkudziesięciu organizatorów turystyki, od największych biur podróży po specjalistów od wycieczek objazdowych, rejsów i wyjazdów narciarskich.',
        'Działamy jako agent turystyczny wpisany do Rejestru Organizatorów Turystyki i Przedsiębiorców Ułatwiających Nabywanie Powiązanych Usług Turystycznych. Umowę o udział w imprezie zawierasz z organizatorem, a my dbamy o to, żeby wybór był prosty, a ceny uczciwe.',
      ],
    },
    {
      id: 'co-nas-wyroznia',
      heading: 'Co nas wyróżnia',
      blocks: [
        {
          list: [
            'Pełne ceny: każda cena zawiera obowiązkowe opłaty, bez niespodzianek w ostatnim kroku.',
            'Zweryfikowane opinie: o hotelach piszą podróżni, którzy w nich byli. Zasady opisujemy w regulaminie opinii.',
            'Doradcy, nie automaty: pod telefonem i w salonach pracują ludzie, którzy sami podróżują.',
            'Przewodnik po kierunkach z pogodą w każdym miesiącu, żebyś wiedział, kiedy jechać.',
            'Ta sama cena online, przez telefon i w salonie.',
          ],
        },
      ],
    },
    {
      id: 'nasze-zasady',
      heading: 'Nasze zasady',
      blocks: [
        'Nie pokazujemy ofert, których nie da się zarezerwować: dostępność sprawdzamy u organizatora przed rezerwacją. Nie sprzedajemy Twoich danych i nie wysyłamy reklam bez Twojej zgody. Jeśli coś pójdzie nie tak na wyjeździe, pomagamy w kontakcie z organizatorem i w reklamacji.',
        {
          links: [
            { to: '/salony-podrozy/', label: 'Nasze salony podróży' },
            { to: '/kariera/', label: 'Pracuj z nami' },
            { to: '/partnerzy/', label: 'Nasi partnerzy' },
            { to: '/kontakt/', label: 'Kontakt' },
          ],
        },
      ],
    },
  ],
};
