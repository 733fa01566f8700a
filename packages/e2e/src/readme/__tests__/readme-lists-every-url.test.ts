import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@travel/contracts/routes';

// The README promises every URL of the shop; the route table is where URLs are born.
const readme = readFileSync(path.join(__dirname, '../../../../../README.md'), 'utf8');

describe('README', () => {
  it.each(ROUTES.filter((route) => route.id !== 'listing').map((route) => [route.id, route.path]))(
    'lists the URL of %s (%s)',
    (_id, routePath) => {
      expect(readme).toContain(`\`${routePath}\``);
    },
  );

  it('explains the category listing URLs', () => {
    expect(readme).toContain('`/{category}/`');
    expect(readme).toContain('`/{category}/{destination-path}/`');
  });

  it('shows the two quick-start commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });
});
