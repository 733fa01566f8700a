// `npm run log-hash -- <order id | e-mail | order hash> …`: the short hash each is logged as, to grep
// the logs for one order or one customer (docs/adr/0228-logs-without-personal-data.md).
import { logHash } from './logging';

const values = process.argv.slice(2);
if (values.length === 0) {
  console.error('usage: npm run log-hash -- <order id | e-mail address | order hash> …');
  process.exit(2);
}
for (const value of values) console.info(`${logHash(value)}  ${value}`);
