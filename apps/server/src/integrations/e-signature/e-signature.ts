// E-signature behind one interface (DESIGN.md §5, issue 11 item 5). The built-in provider is the
// default: the app mails each signer a private link and stamps the PDF itself (modules/e-signature).
// DocuSign is selected by the DOCUSIGN_* variables: DocuSign mails the signers, hosts the
// signing, reports through its Connect webhook, and the app downloads the signed PDF.
type SignatureRecipient = { name: string; email: string };

export type EnvelopeState = 'sent' | 'delivered' | 'signed' | 'declined';

export type ProviderEnvelope = {
  status: EnvelopeState;
  recipients: { email: string; status: EnvelopeState; declinedReason?: string | null }[];
};

export type ESignature = {
  provider: 'built-in' | 'docusign';
  /** True when the provider mails the signers itself; the built-in flow mails its own links. */
  mailsSigners: boolean;
  /** Creates and sends the envelope at the provider; the built-in one has nothing to create. */
  createEnvelope: (input: {
    subject: string;
    documentName: string;
    pdf: Buffer;
    recipients: SignatureRecipient[];
  }) => Promise<{ externalId: string | null }>;
  getEnvelope: (externalId: string) => Promise<ProviderEnvelope>;
  /** The signed document (all pages and the provider's certificate). */
  downloadSigned: (externalId: string) => Promise<Buffer>;
  /** Checks a webhook body against its signature headers (DocuSign Connect HMAC). */
  verifyWebhook: (rawBody: Buffer, signatures: string[]) => boolean;
};

export const builtInESignature = (): ESignature => {
  const notHeld = async (): Promise<never> => {
    throw new Error('The built-in provider keeps its envelopes in the app database');
  };
  return {
    provider: 'built-in',
    mailsSigners: false,
    createEnvelope: async () => ({ externalId: null }),
    getEnvelope: notHeld,
    downloadSigned: notHeld,
    verifyWebhook: () => false,
  };
};
