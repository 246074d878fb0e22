// The application module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/application/ is private to the module.

export { applicationRoutes } from './application.routes';
export { fingerprintOf } from './fingerprint';
