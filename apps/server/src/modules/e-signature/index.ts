// The e-signature module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/e-signature/ is private to the module.

export { eSignatureRoutes } from './e-signature.routes';
export { stampSignedPdf } from './stamp';
export { checkedSignaturePng } from './signature-image';
// Another module's generated document sent for signature (the extension agreement, issue 19 item 7).
export { startSigning } from './signing.start';
export type { SigningDeps } from './signing.send';
