import { polishText } from '../harness/locales';
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

  staticPagePath(slug: string): string {
    return `/${slug}/`;
  }

  async expectGuide(): Promise<void> {
    await this.expectRendered(polishText('tour-guide', 'heading'));
  }

  async expectStaticPage(slug: string): Promise<void> {
    await this.expectRendered(polishText('static-pages', `pages.${slug}.title`));
  }
}
