// oxlint-disable-next-line import/no-unassigned-import -- registers the jest-dom matchers
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 reads these from globalThis; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
