import { ConfigError, loadConfig } from '../../../config';

describe('load shedding settings', () => {
  it('default to caps that fit the database: 16 API calls at once on PGlite, 32 on PostgreSQL or a separate API', () => {
    expect(loadConfig({})).toMatchObject({ apiMaxConcurrent: 16, firstPaintMaxConcurrent: 2 });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/shop' }).apiMaxConcurrent).toBe(32);
    expect(loadConfig({ API_URL: 'http://127.0.0.1:8090' }).apiMaxConcurrent).toBe(32);
  });

  it('give order and payment calls 16 slots of their own, unless set', () => {
    expect(loadConfig({}).apiCheckoutMaxConcurrent).toBe(16);
    expect(loadConfig({ API_CHECKOUT_MAX_CONCURRENT: '4' }).apiCheckoutMaxConcurrent).toBe(4);
  });

  it('shed on a lagging event loop in production only, unless set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).maxEventLoopDelayMs).toBe(100);
    expect(loadConfig({ NODE_ENV: 'test' }).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '250' }).maxEventLoopDelayMs).toBe(250);
  });

  it('take explicit caps', () => {
    expect(loadConfig({ API_MAX_CONCURRENT: '16', FIRST_PAINT_MAX_CONCURRENT: '4' })).toMatchObject({
      apiMaxConcurrent: 16,
      firstPaintMaxConcurrent: 4,
    });
  });

  it.each([
    ['API_MAX_CONCURRENT', '0'],
    ['API_MAX_CONCURRENT', 'many'],
    ['API_CHECKOUT_MAX_CONCURRENT', '0'],
    ['FIRST_PAINT_MAX_CONCURRENT', '0'],
    ['FIRST_PAINT_MAX_CONCURRENT', '1.5'],
    ['MAX_EVENT_LOOP_DELAY_MS', '-1'],
    ['MAX_EVENT_LOOP_DELAY_MS', '90000'],
  ])('stop the start with a message naming %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
