// The signer's private link (DESIGN.md §5; no sign-in: the link's token is the key, 'public-link')
// and DocuSign Connect, the provider's signed report of its envelopes ('public', `security: []`: its
// HMAC over the raw body is what authorises it), published as a callback for DocuSign to call.
import { z } from 'zod';
import { declinedSchema, signedSchema, signingSessionSchema, signingTokenParams } from '../api/e-signature';
import { declineSchema, signSchema } from '../e-signature/recipients';
import { defineEndpoints, errors } from './endpoint';
import { eSignaturePaths } from './e-signature-paths';
import { fileAnswer } from './servicing-files';

const link = { tags: ['e-signature'], access: 'public-link', params: signingTokenParams } as const;
// 404 an unknown or altered link, 409 already signed or declined, 410 expired, 429 too many tries.
const linkErrors = errors(400, 404, 409, 410, 429);

// DocuSign Connect's JSON message (the 'JSON SIM' format; only data.envelopeId is read: the
// envelope's state is then asked of DocuSign). For the document only: the route keeps the raw
// bytes for the HMAC, so at run time the schema accepts anything.
const connectMessage = z.unknown().meta({
  type: 'object',
  description: "DocuSign Connect's JSON message about one envelope",
  properties: {
    event: { type: 'string', description: 'e.g. envelope-sent, envelope-completed, envelope-declined' },
    apiVersion: { type: 'string' },
    uri: { type: 'string' },
    retryCount: { type: 'integer' },
    configurationId: { type: 'integer' },
    generatedDateTime: { type: 'string', format: 'date-time' },
    data: {
      type: 'object',
      properties: {
        accountId: { type: 'string' },
        userId: { type: 'string' },
        envelopeId: { type: 'string', description: 'The envelope the message is about (400 without it)' },
        envelopeSummary: { type: 'object', description: 'Ignored: the state is read back from DocuSign' },
      },
      required: ['envelopeId'],
    },
  },
  required: ['data'],
});
const connectHeaders = z.object({
  'x-docusign-signature-1': z
    .string()
    .optional()
    .describe(
      "Base64 HMAC-SHA256 of the raw body under the account's Connect key (401 when none of X-DocuSign-Signature-1..n matches)",
    ),
});

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
    summary: "DocuSign Connect: an envelope's new state, HMAC-signed (X-DocuSign-Signature-1...)",
    description:
      'A callback for DocuSign to call, not for integrations: handled false when the envelope is not ' +
      "one of ours (acknowledged so DocuSign stops retrying); 404 when DocuSign is not this server's provider.",
    body: connectMessage,
    headers: connectHeaders,
    responses: { 200: z.object({ handled: z.boolean() }), ...errors(400, 401, 404) },
  },
});
