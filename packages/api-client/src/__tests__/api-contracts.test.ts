import { endpoints } from '@travel/contracts/api/endpoints';
import { ENDPOINT_DOMAIN_LOADERS } from '@travel/contracts/api/endpoint-domains';
import { buildApiContracts } from '../api-contracts';

describe('buildApiContracts', () => {
  it('answers the whole endpoint map and the favourites limit body', async () => {
    const contracts = await buildApiContracts();
    expect(Object.keys(contracts.endpoints)).toEqual(Object.keys(endpoints));
    expect(
      contracts.favoritesLimitError.safeParse({ statusCode: 409, error: 'Conflict', code: 'favorites-limit', message: 'x', limit: 50 })
        .success,
    ).toBe(true);
  });

  it('gives way to other tasks between domains: input and paints are not held for the whole build', async () => {
    // Another task source, as the browser's input and rendering are: counts the tasks that ran
    // while the schemas were built.
    let otherTasks = 0;
    let building = true;
    const tick = () => {
      if (!building) return;
      otherTasks += 1;
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    await buildApiContracts();
    building = false;
    expect(otherTasks).toBeGreaterThanOrEqual(ENDPOINT_DOMAIN_LOADERS.length - 1);
  });
});
