// The board-review module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/board-review/ is private to the module.

export { boardReviewRoutes } from './board-review.routes';
