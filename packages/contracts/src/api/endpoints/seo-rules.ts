import { endpoint, SEO_DEBUG_ROLES, STAFF_ERRORS } from './endpoint';
import * as r from '../seo-rules';

/** The SEO rules SEO staff edit in their debug tools (docs/product/seo-rules.md, ADR 0265). */
export const seoRuleEndpoints = {
  seoRules: endpoint({
    method: 'GET',
    path: '/seo/debug/rules/',
    summary: 'SEO rules: every rule, active or not, highest priority first',
    response: r.seoRulesResponse,
    roles: SEO_DEBUG_ROLES,
    errors: STAFF_ERRORS,
  }),
  seoRuleSave: endpoint({
    method: 'PUT',
    path: '/seo/debug/rules/{id}/',
    summary: 'SEO rules: creates or replaces one rule; public pages answer from it at once',
    params: r.seoRuleParams,
    body: r.seoRuleInputSchema,
    response: r.seoRuleResponse,
    roles: SEO_DEBUG_ROLES,
    errors: STAFF_ERRORS,
  }),
  seoRuleDelete: endpoint({
    method: 'DELETE',
    path: '/seo/debug/rules/{id}/',
    summary: 'SEO rules: deletes one rule (404 for an unknown id)',
    params: r.seoRuleParams,
    response: r.seoRuleDeleteResponse,
    roles: SEO_DEBUG_ROLES,
    errors: STAFF_ERRORS,
  }),
} as const;
