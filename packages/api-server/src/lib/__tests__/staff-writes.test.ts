import Fastify from 'fastify';
import { endpoints } from '@travel/contracts/api/endpoints';
import { notifyOnStaffWrites } from '../staff-writes';

type AnyEndpoint = { method: string; path: string; roles?: readonly string[] };
const all = Object.values(endpoints) as AnyEndpoint[];
const staffWrite = all.find((e) => e.roles !== undefined && e.method !== 'GET');
const publicWrite = all.find((e) => e.roles === undefined && e.method === 'POST');
const staffRead = all.find((e) => e.roles !== undefined && e.method === 'GET');

const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
const concretePath = (path: string): string => path.replace(/\{(\w+)\}/g, 'x1');

/** The calls registered as the API registers them (under /api), each answering with `status`. */
async function apiWith(status: number, onChanged: () => void) {
  const app = Fastify();
  await app.register(
    async (api) => {
      notifyOnStaffWrites(api, onChanged);
      for (const endpoint of [staffWrite!, publicWrite!, staffRead!]) {
        api.route({
          method: endpoint.method as 'GET',
          url: fastifyPath(endpoint.path),
          handler: async (_req, reply) => reply.code(status).send({}),
        });
      }
    },
    { prefix: '/api' },
  );
  return app;
}

describe('notifyOnStaffWrites', () => {
  it('the endpoints map has staff writes, staff reads and public writes to tell apart', () => {
    expect(staffWrite).toBeDefined();
    expect(publicWrite).toBeDefined();
    expect(staffRead).toBeDefined();
  });

  it('tells the host after a successful staff write, and after nothing else', async () => {
    const changed = jest.fn();
    const app = await apiWith(200, changed);
    await app.inject({ method: staffRead!.method as 'GET', url: `/api${concretePath(staffRead!.path)}` });
    await app.inject({ method: publicWrite!.method as 'POST', url: `/api${concretePath(publicWrite!.path)}` });
    expect(changed).not.toHaveBeenCalled();
    await app.inject({ method: staffWrite!.method as 'POST', url: `/api${concretePath(staffWrite!.path)}` });
    expect(changed).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('a refused staff write (401, 403, 400) changes nothing and tells nobody', async () => {
    const changed = jest.fn();
    const app = await apiWith(403, changed);
    await app.inject({ method: staffWrite!.method as 'POST', url: `/api${concretePath(staffWrite!.path)}` });
    expect(changed).not.toHaveBeenCalled();
    await app.close();
  });
});
