import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  effectiveFrom: '2026-01-01',
  sections: [
    {
      id: 'kto-moze-dodac',
      heading: '1. Kto może dodać opinię',
      blocks: [
        'Opinię o hotelu może dodać osoba, która w nim mieszkała w ramach wyjazdu zarezerwowanego przez Podróżownię. Po powrocie wysyłamy rezerwującemu e-mail z osobistym linkiem do formularza opinii, w którym można od razu wystawić ocenę. Link jest przypisany do rezerwacji i hotelu.',
        'Opinie dodane przez formularz na stronie hotelu bez linku z e-maila sprawdzamy: porównujemy adres e-mail autora i termin pobytu z rezerwacjami. Jeśli nie znajdziemy pobytu w tym hotelu, opinii nie publikujemy.',
      ],
    },
    {
      id: 'weryfikacja',
      heading: '2. Jak weryfikujemy opinie (dyrektywa Omnibus)',
      blocks: [
        'Zgodnie z przepisami wdrażającymi dyrektywę (UE) 2019/2161, czyli dyrektywę Omnibus, informujemy, czy i w jaki sposób zapewniamy, że opinie pochodzą od konsumentów, którzy skorzystali z usługi:',
        {
          list: [
            'każda publikowana opinia jest powiązana z rezerwacją pobytu w danym hotelu, z datą powrotu przed dniem dodania opinii;',
            'jedna rezerwacja uprawnia do jednej opinii o hotelu; autor może ją później poprawić lub usunąć;',
            'przed publikacją opinię czyta moderator, który sprawdza zgodność z zasadami z punktu 3;',
            'publikujemy opinie zarówno pozytywne, jak i negatywne; nie usuwamy opinii dlatego, że są krytyczne, a hotele nie mają wpływu na ich treść ani kolejność;',
            'nie płacimy za opinie i nie dajemy za nie rabatów, a opinii otrzymanych w zamian za korzyść nie publikujemy;',
            'przy każdej opinii podajemy termin pobytu, a średnią ocenę hotelu liczymy ze wszystkich opublikowanych opinii, bez wag i bez pomijania ocen niskich.',
          ],
        },
        {
          note: 'Opinie pochodzące z innych źródeł, na przykład przekazane przez organizatora turystyki, oznaczamy nazwą źródła. Nie możemy zagwarantować, że ich autorzy odbyli pobyt, jeśli źródło tego nie weryfikuje, i wyraźnie to zaznaczamy.',
        },
      ],
    },
    {
      id: 'zasady-tresci',
      heading: '3. Zasady treści',
      blocks: [
        'Opinia powinna opisywać własne doświadczenia z pobytu. Nie publikujemy opinii, które:',
        {
          list: [
            'zawierają treści obraźliwe, wulgarne, dyskryminujące lub naruszające prawo,',
            'zawierają dane osobowe innych osób, na przykład nazwiska pracowników hotelu, albo numery telefonów i adresy,',
            'reklamują inne firmy lub zawierają linki,',
            'nie dotyczą hotelu, lecz na przykład wyłącznie lotu czy pracy organizatora (te uwagi przekazujemy organizatorowi),',
            'zostały napisane przez właściciela lub pracownika hotelu albo konkurencji.',
          ],
        },
        'Zdjęcia dodawane do opinii muszą być zrobione przez autora i nie mogą przedstawiać rozpoznawalnych osób bez ich zgody.',
      ],
    },
    {
      id: 'publikacja',
      heading: '4. Publikacja i zgłaszanie opinii',
      blocks: [
        'Opinie publikujemy zwykle w ciągu 3 dni roboczych od dodania, z imieniem autora i terminem pobytu. Jeśli opinii nie opublikujemy, informujemy autora e-mailem o przyczynie. Każdą opublikowaną opinię można zgłosić jako niezgodną z regulaminem lub z prawem przez stronę kontaktową; zgłoszenie rozpatrujemy w ciągu 7 dni.',
        'Autor udziela Podróżowni niewyłącznej, nieodpłatnej licencji na publikację opinii i zdjęć w serwisie na czas ich publikacji. Może w każdej chwili poprosić o usunięcie opinii.',
        {
          links: [
            { to: '/regulamin/', label: 'Regulamin serwisu' },
            { to: '/nagrody/', label: 'Hotele Roku Podróżowni wybierane na podstawie opinii' },
          ],
        },
      ],
    },
  ],
};
