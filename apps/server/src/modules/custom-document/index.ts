// The custom-document module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/custom-document/ is private to the module.

export { customDocumentRoutes } from './custom-document.routes';
