// The leads module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/leads/ is private to the module.

export { leadsRoutes } from './leads.routes';
