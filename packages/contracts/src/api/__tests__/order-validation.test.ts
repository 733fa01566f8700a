import * as fc from 'fast-check';
import {
  bookerSchema,
  clientDataSchemaFor,
  fieldErrors,
  isPhone,
  ORDER_PATTERNS,
  participantKinds,
  polishDateToIso,
  type ClientData,
} from '../order-validation';

const digit = fc.constantFrom(...'0123456789'.split(''));
const cyrillicLetter = fc.integer({ min: 0x0410, max: 0x044f }).map((c) => String.fromCharCode(c));

const booker = {
  firstName: 'Zażółć',
  lastName: "O'Brien-Gęślą",
  email: 'jan.kowalski@example.pl',
  phone: '+48600100200',
  street: 'Marszałkowska 1/2',
  postalCode: '00-950',
  city: 'Warszawa',
};
const bookerError = (patch: Partial<typeof booker>) => {
  const result = bookerSchema.safeParse({ ...booker, ...patch });
  return result.success ? {} : fieldErrors(result.error);
};

describe('form field patterns', () => {
  it('phone: digits, dashes and spaces, 3-15 characters, optionally after the Polish prefix with no space', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(digit, fc.constant('-'), fc.constant(' ')), { minLength: 3, maxLength: 15 }), (chars) => {
        const value = chars.join('');
        const digits = chars.filter((c) => /\d/.test(c)).length;
        expect(isPhone(value)).toBe(digits >= 3 && !/^\+?48 /.test(value));
      }),
    );
    expect(isPhone('+48600100200')).toBe(true);
    expect(isPhone('48600100200')).toBe(true);
    // Its `48` read as the number's start, not as the prefix (a case the property found).
    expect(isPhone('480  ')).toBe(true);
    expect(isPhone('+48 600100200')).toBe(false);
    expect(isPhone('12')).toBe(false);
    expect(isPhone('1234567890123456')).toBe(false);
    expect(isPhone('600a100')).toBe(false);
    expect(isPhone('+1 600 100')).toBe(false);
  });

  it('e-mail: a top-level part of 2 or more letters', () => {
    for (const ok of ['a@b.pl', 'jan.kowalski+x@poczta.onet.com', 'x@y.travel']) expect(ORDER_PATTERNS.email.test(ok)).toBe(true);
    for (const bad of ['a@b.p', 'a@b', 'a b@c.pl', '@c.pl', 'a@.pl', 'a@b.p1', 'a@@b.pl'])
      expect(ORDER_PATTERNS.email.test(bad)).toBe(false);
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const tld = email.split('.').pop() ?? '';
        expect(ORDER_PATTERNS.email.test(email)).toBe(/^[A-Za-z]{2,}$/.test(tld) && !email.includes('..'));
      }),
    );
  });

  it('postal code: NN-NNN or 3-6 digits', () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 0, maxLength: 8 }), (chars) => {
        expect(ORDER_PATTERNS.postalCode.test(chars.join(''))).toBe(chars.length >= 3 && chars.length <= 6);
      }),
    );
    expect(ORDER_PATTERNS.postalCode.test('00-950')).toBe(true);
    expect(ORDER_PATTERNS.postalCode.test('00950-1')).toBe(false);
    expect(ORDER_PATTERNS.postalCode.test('0-0950')).toBe(false);
  });

  it('dates: dd.mm.yyyy to yyyy-mm-dd only for calendar days', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const [y, m, d] = iso.split('-');
        expect(polishDateToIso(`${d}.${m}.${y}`)).toBe(iso);
      }),
    );
    expect(polishDateToIso('31.02.2026')).toBeNull();
    expect(polishDateToIso('2026-02-01')).toBeNull();
  });

  it("reservation number: 'ftr', digits, a separator, digits", () => {
    expect(ORDER_PATTERNS.reservationNumber.test('ftr2026-000123')).toBe(true);
    expect(ORDER_PATTERNS.reservationNumber.test('FTR2026-1')).toBe(false);
    expect(ORDER_PATTERNS.reservationNumber.test('ftr-1')).toBe(false);
    expect(ORDER_PATTERNS.reservationNumber.test('ftr2026')).toBe(false);
  });

  it('no Cyrillic in any text field: every Cyrillic letter is refused with its own message', () => {
    fc.assert(
      fc.property(
        cyrillicLetter,
        fc.constantFrom('firstName', 'lastName', 'street', 'city', 'email', 'phone', 'postalCode'),
        (letter, field) => {
          const value = field === 'postalCode' ? `0${letter}` : `Ab${letter}`;
          expect(bookerError({ [field]: value })[field]).toBe('cyrillic');
        },
      ),
    );
  });

  it('booker fields answer the code of their rule', () => {
    expect(bookerError({})).toEqual({});
    expect(bookerError({ firstName: '  ' })).toEqual({ firstName: 'required' });
    expect(bookerError({ lastName: 'K0walski' })).toEqual({ lastName: 'invalid-name' });
    expect(bookerError({ email: 'jan@kowalski' })).toEqual({ email: 'invalid-email' });
    expect(bookerError({ phone: '+48 600' })).toEqual({ phone: 'invalid-phone' });
    expect(bookerError({ postalCode: '00950-' })).toEqual({ postalCode: 'invalid-postal-code' });
    expect(bookerError({ city: 'x'.repeat(101) })).toEqual({ city: 'too-long' });
  });
});

describe('participants fit the party', () => {
  const context = {
    party: { adults: 2, children: ['2019-05-01', '2026-03-01'] },
    departureDate: '2026-07-10',
    today: '2026-06-01',
    nationalities: ['PL', 'DE'],
  };
  const person = (birthDate: string, nationality = 'PL') => ({ firstName: 'Anna', lastName: 'Nowak', birthDate, nationality });
  const data = (participants: ClientData['participants']): unknown => ({ booker, participants });
  const errorsOf = (participants: ClientData['participants']) => {
    const result = clientDataSchemaFor(context).safeParse(data(participants));
    return result.success ? {} : fieldErrors(result.error);
  };

  it('counts adults first, then each child as child or infant on the departure date', () => {
    expect(participantKinds(context.party, context.departureDate)).toEqual(['adult', 'adult', 'child', 'infant']);
  });

  it('accepts birth dates of the kinds the trip was priced for', () => {
    expect(errorsOf([person('1980-01-01'), person('1985-02-02', 'DE'), person('2018-01-01'), person('2026-01-15')])).toEqual({});
  });

  it('names each birth date that does not fit, a future one and an unknown nationality', () => {
    expect(errorsOf([person('2010-01-01'), person('2030-01-01'), person('2025-12-01'), person('2020-01-01', 'XX')])).toEqual({
      'participants.0.birthDate': 'adult-too-young',
      'participants.1.birthDate': 'birth-date-future',
      'participants.2.birthDate': 'child-age',
      'participants.3.birthDate': 'infant-age',
      'participants.3.nationality': 'unknown-nationality',
    });
  });

  it('wants one participant per traveller', () => {
    expect(errorsOf([person('1980-01-01')])).toEqual({ participants: 'expected 4 participants' });
  });
});
