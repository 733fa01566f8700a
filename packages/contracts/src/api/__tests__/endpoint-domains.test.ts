import { ENDPOINT_DOMAIN_LOADERS } from '../endpoint-domains';
import { endpoints } from '../endpoints';

describe('ENDPOINT_DOMAIN_LOADERS, the domains one import each', () => {
  it('merged in their order, they are the endpoint map: every call, the same object, in the same order', async () => {
    const domains = [];
    for (const load of ENDPOINT_DOMAIN_LOADERS) domains.push(await load());
    const merged: Record<string, unknown> = Object.assign({}, ...domains);
    expect(Object.keys(merged)).toEqual(Object.keys(endpoints));
    for (const [name, call] of Object.entries(endpoints)) expect(merged[name]).toBe(call);
  });
});
