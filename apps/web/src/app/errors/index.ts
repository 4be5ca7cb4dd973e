/** The error pages of SPEC.md 2.1 (404, 500, no access, no access to a lead), by route key in app/pages.ts. */
export { DenyAccessPage, DenyLeadAccessPage, NotFoundPage, ServerErrorPage } from './error-page';
