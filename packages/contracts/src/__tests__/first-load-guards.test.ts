import * as fc from 'fast-check';
import type { z } from 'zod';
import { isToastInput, TOAST_POSITIONS, TOAST_TYPES } from '../events';
import { toastInputSchema } from '../event-schemas';
import { firstPaintStateSchema } from '../first-paint';
import { isFirstPaintState } from '../first-paint-guard';
import { remoteRegistryEntrySchema } from '../remotes';
import { isRemoteRegistryEntry } from '../remotes-guard';
import { siteConfigSchema } from '../site-config';
import { isSiteConfig } from '../site-config-guard';

/**
 * The plain checks the shell runs before a first paint (which loads no zod) must answer exactly as
 * the zod schemas they stand in for: generated values near each shape, each field right, wrong or
 * missing, plus arbitrary JSON.
 */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const anyJson = fc.jsonValue();
/** A value for a field: usually of the right kind, sometimes anything. */
const field = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: arb, weight: 4 }, { arbitrary: anyJson, weight: 1 });
const withoutUndefined = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
const objectOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(Object.fromEntries(Object.entries(fields).map(([key, arb]) => [key, maybe(arb)]))).map(withoutUndefined);

/** Checks guard ≡ schema on every generated value; returns how many the schema accepted. */
function acceptedAlike(guard: (value: unknown) => boolean, schema: z.ZodType, values: fc.Arbitrary<unknown>): number {
  let accepted = 0;
  fc.assert(
    fc.property(values, (value) => {
      const expected = schema.safeParse(value).success;
      if (expected) accepted += 1;
      expect([JSON.stringify(value), guard(value)]).toEqual([JSON.stringify(value), expected]);
    }),
    { numRuns: 1000 },
  );
  return accepted;
}

// Each test also asserts the generators reach the accepting side, or it would prove little.
const ENOUGH_ACCEPTED = 20;

const strings = fc.oneof(fc.constant(''), fc.string({ maxLength: 12 }));

describe('the first-load guards answer as their zod schemas', () => {
  it('isFirstPaintState ≡ firstPaintStateSchema', () => {
    const queries = fc.oneof(
      {
        arbitrary: objectOf({
          mutations: field(fc.array(anyJson, { maxLength: 2 })),
          queries: field(fc.array(anyJson, { maxLength: 2 })),
          extra: anyJson,
        }),
        weight: 4,
      },
      { arbitrary: anyJson, weight: 1 },
    );
    const texts = fc.oneof(
      { arbitrary: fc.dictionary(strings, field(fc.dictionary(strings, anyJson, { maxKeys: 2 })), { maxKeys: 3 }), weight: 4 },
      { arbitrary: anyJson, weight: 1 },
    );
    const state = fc.record({ queries, texts, notFoundPath: maybe(field(strings)) }).map(withoutUndefined);
    expect(
      acceptedAlike(isFirstPaintState, firstPaintStateSchema, fc.oneof({ arbitrary: state, weight: 6 }, { arbitrary: anyJson, weight: 1 })),
    ).toBeGreaterThan(ENOUGH_ACCEPTED);
  });

  it('isRemoteRegistryEntry ≡ remoteRegistryEntrySchema', () => {
    const entries = fc.oneof(
      { arbitrary: objectOf({ entry: field(strings), version: field(strings), other: anyJson }), weight: 6 },
      { arbitrary: anyJson, weight: 1 },
    );
    expect(acceptedAlike(isRemoteRegistryEntry, remoteRegistryEntrySchema, entries)).toBeGreaterThan(ENOUGH_ACCEPTED);
  });

  it('isSiteConfig ≡ siteConfigSchema', () => {
    const urls = fc.oneof(
      fc.webUrl(),
      fc.constant(' https://www.example.pl '),
      fc.constant('not a url'),
      fc.constant('mailto:x@y.pl'),
      strings,
    );
    const nullOrString = fc.oneof(fc.constant(null), strings);
    const config = fc.record({
      baseUrl: field(urls),
      environment: field(strings),
      sentryDsn: field(nullOrString),
      mapTileUrl: field(strings),
    });
    const configs = fc.oneof(
      { arbitrary: config, weight: 4 },
      { arbitrary: objectOf({ baseUrl: urls, environment: strings, sentryDsn: nullOrString, mapTileUrl: strings }), weight: 2 },
      { arbitrary: anyJson, weight: 1 },
    );
    expect(acceptedAlike(isSiteConfig, siteConfigSchema, configs)).toBeGreaterThan(ENOUGH_ACCEPTED);
  });

  it('isToastInput ≡ toastInputSchema', () => {
    const numbers = fc.oneof({ arbitrary: fc.integer({ min: -5, max: 10_000 }), weight: 4 }, fc.double(), fc.constant(2 ** 60));
    const mostlyFilled = fc.oneof({ arbitrary: fc.string({ minLength: 1, maxLength: 12 }), weight: 6 }, fc.constant(''));
    const link = fc.oneof({ arbitrary: objectOf({ href: field(mostlyFilled), title: field(mostlyFilled) }), weight: 4 }, anyJson);
    const toast = fc
      .record({
        id: field(mostlyFilled),
        message: field(mostlyFilled),
        type: maybe(field(fc.constantFrom<string>(...TOAST_TYPES, 'danger'))),
        position: maybe(field(fc.constantFrom<string>(...TOAST_POSITIONS, 'middle'))),
        timeOut: maybe(field(numbers)),
        module: maybe(field(mostlyFilled)),
        link: maybe(link),
      })
      .map(withoutUndefined);
    const toasts = fc.oneof({ arbitrary: toast, weight: 6 }, { arbitrary: anyJson, weight: 1 });
    expect(acceptedAlike(isToastInput, toastInputSchema, toasts)).toBeGreaterThan(ENOUGH_ACCEPTED);
  });
});
