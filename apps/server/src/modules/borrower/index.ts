// The borrower module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/borrower/ is private to the module.

export { borrowerRoutes } from './borrower.routes';
