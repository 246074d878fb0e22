// The credit-memo module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/credit-memo/ is private to the module.

export { creditMemoRoutes } from './credit-memo.routes';
