import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hotelPhotoMasterFile, type HotelPhotoRef } from '@travel/contracts/photos';
import { createPhotoRenderer } from '../photo-renderer';

// Every size and format of every hotel photo is a render of its own (tens of thousands in the
// demo), each a few hundred ms of a core. Renders wait for a turn only up to a bound; past it the
// photo is not rendered now and the route answers the placeholder at once (docs/adr/0110-load-shedding.md).

let imagesDir: string;

beforeEach(() => {
  imagesDir = join(mkdtempSync(join(tmpdir(), 'photo-renderer-')), 'images');
  for (const index of [1, 2, 3, 4]) {
    const master = join(imagesDir, hotelPhotoMasterFile(5, index));
    mkdirSync(dirname(master), { recursive: true });
    writeFileSync(master, '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"/>');
  }
});
afterEach(() => rmSync(dirname(imagesDir), { recursive: true, force: true }));

const ref = (index: number): HotelPhotoRef => ({ hotelId: 5, index, size: { width: 160, height: 100 }, format: 'jpg' });

it('renders one at a time with one waiting, and refuses a third distinct photo at once', async () => {
  const started: number[] = [];
  let finish: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (finish = resolve));
  const renderer = createPhotoRenderer({
    imagesDir,
    concurrency: 1,
    maxWaiting: 1,
    render: async (_svg, size) => {
      started.push(size.width);
      await held;
      return Buffer.from('jpeg bytes');
    },
  });

  const first = renderer.photo(ref(1));
  const second = renderer.photo(ref(2));
  // The same photo again joins the render under way: it adds no work, so it is never refused.
  const firstAgain = renderer.photo(ref(1));
  await expect(renderer.photo(ref(3))).resolves.toBeUndefined();

  finish();
  await expect(first).resolves.toEqual({ file: expect.stringContaining('1-160x100.jpg') });
  await expect(firstAgain).resolves.toEqual({ file: expect.stringContaining('1-160x100.jpg') });
  await expect(second).resolves.toEqual({ file: expect.stringContaining('2-160x100.jpg') });
  expect(started).toHaveLength(2);
  // With the queue drained the refused photo is rendered on its next request.
  await expect(renderer.photo(ref(3))).resolves.toEqual({ file: expect.stringContaining('3-160x100.jpg') });
});
