// The signer's private link (DESIGN.md §5; no sign-in: the link's token is the key, 'public-link')
// and DocuSign Connect, the provider's signed report of its envelopes ('public': its HMAC is
// checked; hidden from the document, a provider callback rather than a call to make).
import { z } from 'zod';
import { declinedSchema, signedSchema, signingSessionSchema, signingTokenParams } from '../api/e-signature';
import { declineSchema, signSchema } from '../e-signature/recipients';
import { defineEndpoints, errors } from './endpoint';
import { eSignaturePaths } from './e-signature-paths';
import { fileAnswer } from './servicing-files';

const link = { tags: ['e-signature'], access: 'public-link', params: signingTokenParams } as const;
// 404 an unknown or altered link, 409 already signed or declined, 410 expired, 429 too many tries.
const linkErrors = errors(400, 404, 409, 410, 429);

export const eSignatureEndpoints = defineEndpoints(eSignaturePaths, {
  getSignByToken: {
    ...link,
    summary: 'What a signing link opens: the document, the loan and the signer',
    responses: { 200: signingSessionSchema, ...linkErrors },
  },
  getSignByTokenDocument: {
    ...link,
    summary: 'The document to sign, as PDF',
    responses: { 200: fileAnswer('application/pdf', 'The PDF to sign (inline)'), ...linkErrors },
  },
  postSignByTokenSign: {
    ...link,
    summary: 'Sign with a drawn or typed signature',
    body: signSchema,
    responses: { 200: signedSchema, ...errors(400, 404, 409, 410, 413, 429) },
  },
  postSignByTokenDecline: {
    ...link,
    summary: 'Decline to sign, with a reason',
    body: declineSchema,
    responses: { 200: declinedSchema, ...linkErrors },
  },
  postESignatureDocusignConnect: {
    tags: ['e-signature'],
    access: 'public',
    hidden: true,
    summary: "DocuSign Connect: an envelope's new state, HMAC-signed (X-DocuSign-Signature-1...)",
    responses: { 200: z.object({ handled: z.boolean() }), ...errors(400, 401, 404) },
  },
});
