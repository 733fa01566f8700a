import { ConfigError } from '../config';
import { parsePaymentConfig } from '../payments/config';
import { SITE_DEFAULT_ADDRESS, standaloneBaseUrlWarning } from '../standalone-base-url';

describe("the standalone API's public address", () => {
  it('is required in production: the API cannot see the address the site server serves', () => {
    expect(() => standaloneBaseUrlWarning({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => standaloneBaseUrlWarning({ NODE_ENV: 'production', BASE_URL: ' ' })).toThrow(/BASE_URL: required in production/);
    expect(standaloneBaseUrlWarning({ NODE_ENV: 'production', BASE_URL: 'https://podrozownia.pl' })).toBeUndefined();
  });

  it("elsewhere stands in with the site server's default address, and the start says so", () => {
    expect(standaloneBaseUrlWarning({})).toContain(SITE_DEFAULT_ADDRESS);
    expect(parsePaymentConfig({}).publicUrl).toBe(SITE_DEFAULT_ADDRESS);
    expect(parsePaymentConfig({ BASE_URL: 'http://127.0.0.1:3107/' }).publicUrl).toBe('http://127.0.0.1:3107');
  });
});
