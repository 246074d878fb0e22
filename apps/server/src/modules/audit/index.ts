// The audit-trail viewer's surface (issue 22 item 6).
export { auditRoutes } from './audit.routes';
