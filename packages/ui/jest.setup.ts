// oxlint-disable-next-line import/no-unassigned-import -- registers the jest-dom matchers
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// react-router 7 reads these from globalThis; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// `findBy*` and `waitFor` give up after 1 s by default: a limit a loaded CI machine (two cores,
// load average up to 20) reaches while React is still rendering. A test waits for what the user
// sees; how fast it appears is measured in benchmarks, not here.
configure({ asyncUtilTimeout: 15_000 });
