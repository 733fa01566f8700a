import { ConfigError, parseConfig } from '../config';

describe('parseConfig', () => {
  it('applies defaults', () => {
    expect(parseConfig({})).toEqual({ PORT: 8090, HOST: '127.0.0.1', DATA_DIR: './data', LOG_LEVEL: 'info', SEED_OFFERS: 30_000 });
  });
  it('reads DATABASE_URL and numbers', () => {
    expect(parseConfig({ PORT: '9000', DATABASE_URL: 'postgres://u@h/db', SEED_OFFERS: '0' })).toMatchObject({ PORT: 9000, DATABASE_URL: 'postgres://u@h/db', SEED_OFFERS: 0 });
  });
  it('stops with a message naming every wrong variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT: [\s\S]*DATABASE_URL: must be a postgres/);
  });
});
