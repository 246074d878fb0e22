// The plaid module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/plaid/ is private to the module.

export { plaidRoutes } from './plaid.routes';
