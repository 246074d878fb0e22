// The DocuSign adapter, written against DocuSign's eSignature REST API v2.1 through the official
// docusign-esign SDK: JWT grant (service integration, user consent given once in DocuSign admin),
// envelopes created with one signer per recipient and 'sent' status, the combined PDF downloaded
// when Connect reports completion. Connect messages are checked with HMAC-SHA256 (base64) of the
// raw body under the account's Connect key (X-DocuSign-Signature-1..n headers).
import { createHmac, timingSafeEqual } from 'node:crypto';
import docusign, { type EnvelopesApi } from 'docusign-esign';
import type { EnvelopeState, ESignature, ProviderEnvelope } from './e-signature';

export type DocuSignConfig = {
  /** e.g. https://demo.docusign.net/restapi */
  basePath: string;
  /** e.g. account-d.docusign.com (production: account.docusign.com) */
  oAuthHost: string;
  integrationKey: string;
  userId: string;
  accountId: string;
  /** RSA private key (PEM) of the integration key. */
  privateKey: string;
  /** Connect HMAC key; without it every webhook is refused. */
  connectHmacKey?: string;
};

const SCOPES = ['signature', 'impersonation'];
const TOKEN_SECONDS = 3600;

/** DocuSign's envelope and recipient statuses in the app's four (002 §4). */
const toEnvelopeState = (status: string | undefined): EnvelopeState => {
  switch ((status ?? '').toLowerCase()) {
    case 'completed':
    case 'signed':
      return 'signed';
    case 'declined':
    case 'voided':
      return 'declined';
    case 'delivered':
      return 'delivered';
    default:
      return 'sent';
  }
};

type Signer = { email?: string; status?: string; declinedReason?: string };

export const createDocuSignESignature = (config: DocuSignConfig): ESignature => {
  let session: { api: EnvelopesApi; expiresAt: number } | null = null;

  const envelopesApi = async () => {
    if (session && session.expiresAt > Date.now() + 60_000) return session.api;
    const client = new docusign.ApiClient({ basePath: config.basePath, oAuthBasePath: config.oAuthHost });
    // The SDK derives the OAuth host from the REST base path; the configured one wins.
    client.setOAuthBasePath(config.oAuthHost);
    const token = await client.requestJWTUserToken(
      config.integrationKey,
      config.userId,
      SCOPES,
      Buffer.from(config.privateKey),
      TOKEN_SECONDS,
    );
    client.addDefaultHeader('Authorization', `Bearer ${token.body.access_token}`);
    const api = new docusign.EnvelopesApi(client);
    session = { api, expiresAt: Date.now() + (token.body.expires_in ?? TOKEN_SECONDS) * 1000 };
    return api;
  };

  return {
    provider: 'docusign',
    mailsSigners: true,
    createEnvelope: async ({ subject, documentName, pdf, recipients }) => {
      const api = await envelopesApi();
      const envelopeDefinition = {
        emailSubject: subject.slice(0, 100),
        status: 'sent',
        documents: [
          {
            documentBase64: pdf.toString('base64'),
            name: documentName,
            fileExtension: 'pdf',
            documentId: '1',
          },
        ],
        recipients: {
          signers: recipients.map((recipient, index) => ({
            email: recipient.email,
            name: recipient.name,
            recipientId: String(index + 1),
            routingOrder: '1',
            // Sign on the last page, anchored where the document prints the signer's name.
            tabs: {
              signHereTabs: [
                { anchorString: recipient.name, anchorYOffset: '-20', anchorIgnoreIfNotPresent: 'true' },
              ],
            },
          })),
        },
      };
      const created = await api.createEnvelope(config.accountId, { envelopeDefinition });
      return { externalId: created.envelopeId };
    },
    getEnvelope: async (externalId): Promise<ProviderEnvelope> => {
      const api = await envelopesApi();
      const envelope = await api.getEnvelope(config.accountId, externalId, { include: 'recipients' });
      const signers = ((envelope.recipients as { signers?: Signer[] } | undefined)?.signers ??
        []) as Signer[];
      return {
        status: toEnvelopeState(envelope.status as string | undefined),
        recipients: signers.map((signer) => ({
          email: signer.email ?? '',
          status: toEnvelopeState(signer.status),
          declinedReason: signer.declinedReason ?? null,
        })),
      };
    },
    downloadSigned: async (externalId) => {
      const api = await envelopesApi();
      const binary = await api.getDocument(config.accountId, externalId, 'combined', {});
      return Buffer.from(binary, 'binary');
    },
    verifyWebhook: (rawBody, signatures) => {
      if (!config.connectHmacKey) return false;
      const expected = createHmac('sha256', config.connectHmacKey).update(rawBody).digest();
      return signatures.some((signature) => {
        const given = Buffer.from(signature, 'base64');
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
  };
};
