import { parseFiltr } from './parse-filtr';
import { writeFiltr } from './write-filtr';

/** The `filtr` codec as one object: `filtrCodec.parse(value, { now })`, `filtrCodec.write(state)`. */
export const filtrCodec = { parse: parseFiltr, write: writeFiltr } as const;
