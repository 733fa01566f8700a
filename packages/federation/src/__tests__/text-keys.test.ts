import { describeMissingTexts, flattenTextKeys, missingTextKeys, namespacesNamedIn, parseTextKeys } from '../text-keys';

describe('flattenTextKeys', () => {
  it('names nested texts as t() does, dotted and sorted; plural forms stay keys of their own', () => {
    expect(
      flattenTextKeys({ glance: { heading: 'Cena', perAdult: 'za osobę' }, title: 'Hotel', nights_one: 'noc', nights_few: 'noce' }),
    ).toEqual(['glance.heading', 'glance.perAdult', 'nights_few', 'nights_one', 'title']);
  });

  it('reads nothing from a file that is not an object', () => {
    expect(flattenTextKeys(['a'])).toEqual([]);
    expect(flattenTextKeys('x')).toEqual([]);
  });
});

describe('namespacesNamedIn', () => {
  const NAMESPACES = ['hotel', 'hotel-add-opinion', 'order', 'common', 'favorites', 'error'];

  it('finds the namespaces code asks for: useTranslation (alone or in a list), an ns option, t("ns:key")', () => {
    const source = [
      "const { t } = useTranslation('hotel');",
      'const x = (0, i18n.useTranslation)(["hotel-add-opinion", `order`]);',
      "i18n.t('apiLink', { ns: 'error' });",
      "t('common:plural.adults_one')",
    ].join('\n');
    expect(namespacesNamedIn([source], NAMESPACES)).toEqual(['common', 'error', 'hotel', 'hotel-add-opinion', 'order']);
  });

  it('does not take another string that equals a namespace for one: a route, an event, a longer name', () => {
    const source = "navigate('order'); bus.emit('favorites:count', 2); useTranslation('hotels'); /* hotel */";
    expect(namespacesNamedIn([source], NAMESPACES)).toEqual([]);
  });
});

describe('missingTextKeys', () => {
  const live = { hotel: ['glance.heading', 'title'], common: ['menu'] };

  it('names, per namespace, the keys a build uses that the live texts lack', () => {
    expect(missingTextKeys({ hotel: ['glance.heading', 'glance.link', 'title'], common: ['menu'] }, live)).toEqual([
      { namespace: 'hotel', keys: ['glance.link'] },
    ]);
  });

  it('counts every key of a namespace the live site has no file for', () => {
    expect(missingTextKeys({ payment: ['status.paid', 'title'] }, live)).toEqual([
      { namespace: 'payment', keys: ['status.paid', 'title'] },
    ]);
  });

  it('is satisfied by live texts with more keys than the build knew', () => {
    expect(missingTextKeys({ hotel: ['title'] }, live)).toEqual([]);
  });
});

describe('describeMissingTexts', () => {
  it('names the first five keys and counts the rest', () => {
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(describeMissingTexts('hotel', { namespace: 'hotel', keys })).toBe(
      'hotel uses 7 hotel text key(s) the live texts lack: hotel:a, hotel:b, hotel:c, hotel:d, hotel:e and 2 more',
    );
  });
});

describe('parseTextKeys', () => {
  it('keeps namespace → string keys and drops anything else', () => {
    expect(parseTextKeys({ hotel: ['title', 3], broken: 'x' })).toEqual({ hotel: ['title'] });
    expect(parseTextKeys(null)).toEqual({});
  });
});
