// Where the signing link's endpoints and DocuSign Connect live (DESIGN.md §5): zod-free
// (contract/e-signature.ts joins them with their schemas).
import type { EndpointPath } from './endpoint';

export const eSignaturePaths = {
  getSignByToken: { method: 'GET', path: '/sign/:token' },
  getSignByTokenDocument: { method: 'GET', path: '/sign/:token/document' },
  postSignByTokenSign: { method: 'POST', path: '/sign/:token/sign' },
  postSignByTokenDecline: { method: 'POST', path: '/sign/:token/decline' },
  postESignatureDocusignConnect: { method: 'POST', path: '/e-signature/docusign/connect' },
} as const satisfies Record<string, EndpointPath>;
