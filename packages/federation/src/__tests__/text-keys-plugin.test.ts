/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { TextKeysPlugin } from '../text-keys-plugin';
import { TEXTS_FILE } from '../text-keys';

let root: string;
const write = (relative: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'text-keys-plugin-'));
  write('locales/pl/hotel.json', JSON.stringify({ title: 'Hotel', glance: { heading: 'Cena' } }));
  write('locales/pl/order.json', JSON.stringify({ title: 'Rezerwacja' }));
  write('locales/pl/home.json', JSON.stringify({ title: 'Start' }));
  write(
    'app/index.js',
    "import { page } from './page.js';\nimport { header } from '../host/header.js';\nconsole.log(globalThis.useTranslation('hotel'), page(), header(), 'order');\n",
  );
  write('app/page.js', "export const page = () => globalThis.useTranslation('home');\n");
  // Code the host provides at run time (a shared package): the namespaces it asks for are the shell's.
  write('host/header.js', "export const header = () => globalThis.useTranslation('order');\n");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("records, in a production build, the keys of the namespaces the app's own modules ask for, and only those", async () => {
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: './app/index.js',
    output: { path: path.join(root, 'dist') },
    plugins: [new TextKeysPlugin({ localesDir: path.join(root, 'locales'), hostProvided: [path.join(root, 'host')] })],
  });
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  expect(stats?.hasErrors()).toBe(false);
  // Production joins modules (concatenation: the entry module is replaced by the joined one); what
  // each asked for is still seen. A string equal to a namespace's name ('order') is not a request.
  expect(JSON.parse(readFileSync(path.join(root, 'dist', TEXTS_FILE), 'utf8'))).toEqual({
    home: ['title'],
    hotel: ['glance.heading', 'title'],
  });
}, 30_000);
