import type { FastifyInstance } from 'fastify';
import { endpoints as ep, pageMetaSchema } from '@travel/contracts';
import { badRequest, notFound, route } from '../lib/http';
import { findLocation, toLocationRef, type LocationRow } from '../lib/locations';
import type { Deps } from '../routes/deps';
import { landingSeo } from '../seo/landing-seo';
import { normalizePathname } from '../seo/page-meta';
import { deleteSeoRule, loadSeoRules, saveSeoRule } from '../seo/seo-rules-store';

/** The category of a page that names none (`GET /seo/faq/` without parameters). */
const DEFAULT_FAQ_CATEGORY = 'wycieczki';

/**
 * SEO debug (docs/product/roles.md, docs/product/seo-rules.md): which SEO rule gave a page its meta,
 * text and FAQ, and the rules themselves, which SEO staff edit here.
 */
export async function seoDebugRoutes(app: FastifyInstance, { db, now }: Deps): Promise<void> {
  route(app, ep.seoDebugFaq, async ({ body }) => {
    const location = body.location ? await findLocation(db, body.location) : null;
    if (body.location && !location) throw badRequest('location', 'no such location');
    const category = body.category ?? null;
    const seo = await landingSeo(db, category ?? DEFAULT_FAQ_CATEGORY, location ?? null, now());
    return { category, location: location ? toLocationRef(location) : null, items: seo ? [...seo.faq] : [] };
  });

  route(app, ep.seoDebugPage, async ({ query, req }) => {
    const path = normalizePathname(query.path);
    // A landing address `/{landing slug}/{location path}/`: what the rules see.
    const [first = '', ...rest] = path.split('/').filter(Boolean);
    let location: LocationRow | null = null;
    if (rest.length > 0) location = (await findLocation(db, rest.join('/'))) ?? null;
    const seo = rest.length > 0 && location === null ? undefined : await landingSeo(db, first, location, now());
    // The meta exactly as the public call answers it.
    const metaAnswer = await req.server.inject({ url: `${req.server.prefix}/seo/meta/?pathname=${encodeURIComponent(path)}` });
    const meta = metaAnswer.statusCode === 200 ? pageMetaSchema.parse(metaAnswer.json()) : null;
    return {
      path,
      category: seo ? first : null,
      location: seo && location ? toLocationRef(location) : null,
      rules: seo?.rules ?? { meta: null, text: null },
      meta,
      text: seo?.text ?? null,
      faq: seo ? [...seo.faq] : [],
    };
  });

  route(app, ep.seoRules, async () => ({ rules: await loadSeoRules(db) }));

  route(app, ep.seoRuleSave, async ({ params, body, req }) => {
    const user = await req.server.sessionUserOf(req);
    const rule = await saveSeoRule(db, params.id, body, user?.email ?? 'unknown', now());
    req.log.info({ rule: rule.id, by: rule.updatedBy }, 'SEO rule saved');
    return { rule };
  });

  route(app, ep.seoRuleDelete, async ({ params, req }) => {
    if (!(await deleteSeoRule(db, params.id))) throw notFound('No such SEO rule');
    req.log.info({ rule: params.id }, 'SEO rule deleted');
    return { id: params.id, deleted: true as const };
  });
}
