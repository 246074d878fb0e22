// The parts of the official docusign-esign SDK this adapter uses (the package ships no types).
declare module 'docusign-esign' {
  type Body = Record<string, unknown>;
  export class ApiClient {
    constructor(options?: { basePath?: string; oAuthBasePath?: string });
    requestJWTUserToken(
      clientId: string,
      userId: string,
      scopes: string[],
      privateKey: Buffer,
      expiresIn: number,
    ): Promise<{ body: { access_token: string; expires_in: number } }>;
    addDefaultHeader(name: string, value: string): void;
    setOAuthBasePath(host: string): void;
  }
  export class EnvelopesApi {
    constructor(client: ApiClient);
    createEnvelope(
      accountId: string,
      options: { envelopeDefinition: Body },
    ): Promise<{ envelopeId: string; status: string }>;
    getEnvelope(accountId: string, envelopeId: string, options?: { include?: string }): Promise<Body>;
    getDocument(accountId: string, envelopeId: string, documentId: string, options?: Body): Promise<string>;
  }
  const docusign: { ApiClient: typeof ApiClient; EnvelopesApi: typeof EnvelopesApi };
  export default docusign;
}
