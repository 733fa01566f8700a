import { RemotePage } from './remote-page';

/** Remote `content`: guide, static pages, sales offices, contact. */
export class ContentPages extends RemotePage {
  readonly remote = 'content' as const;

  readonly guidePath = '/przewodnik/';
  readonly salesOfficesPath = '/salony-podrozy/';
  readonly contactPath = '/kontakt/';

  guideSubPagePath(slug: string): string {
    return `/przewodnik/${slug}/`;
  }

  staticPagePath(slug = 'o-nas'): string {
    return `/${slug}/`;
  }
}
