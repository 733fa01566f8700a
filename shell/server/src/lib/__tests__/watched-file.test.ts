import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchedFile } from '../watched-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watched-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('watchedFile', () => {
  it('calls made while a look is under way share it; a call after it looks again and sees a replaced file', async () => {
    const path = join(dir, 'remotes.json');
    writeFileSync(path, '{"v":1}');
    const parse = jest.fn((text: string) => JSON.parse(text) as { v: number });
    const file = watchedFile(path, parse);

    const first = file.read();
    const second = file.read();
    expect(second).toBe(first);
    expect(await first).toMatchObject({ status: 'ok', value: { v: 1 } });
    expect(parse).toHaveBeenCalledTimes(1);

    writeFileSync(path, '{"v":22}');
    // A different size and time: the next look sees the change however coarse the clock.
    utimesSync(path, new Date(Date.now() + 5_000), new Date(Date.now() + 5_000));
    const third = file.read();
    expect(third).not.toBe(first);
    expect(await third).toMatchObject({ status: 'ok', value: { v: 22 } });
  });

  it('keeps the last good value when the file turns unreadable, and says the file is missing when it is gone', async () => {
    const path = join(dir, 'remotes.json');
    writeFileSync(path, '{"v":1}');
    const file = watchedFile(path, (text) => JSON.parse(text) as { v: number });
    await file.read();
    writeFileSync(path, '{"v":');
    expect(await file.read()).toMatchObject({ status: 'ok', value: { v: 1 }, stale: true });
    rmSync(path);
    expect(await file.read()).toEqual({ status: 'missing' });
  });
});
