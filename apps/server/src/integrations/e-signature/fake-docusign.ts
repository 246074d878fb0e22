// A local fake of DocuSign's eSignature REST API v2.1 for tests, with the recorded shapes of the
// calls the adapter makes: the JWT grant token endpoint (POST /oauth/token, the assertion's
// signature checked against the integration key's public key), envelope create, envelope status
// with recipients, and documents/combined. HTTPS (self-signed, made with openssl) because the SDK
// always calls https://{oAuthHost}/oauth/token.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importSPKI, jwtVerify } from 'jose';

type FakeEnvelope = {
  envelopeId: string;
  status: string;
  definition: {
    emailSubject: string;
    documents: { documentBase64: string; name: string }[];
    recipients: { signers: { email: string; name: string; recipientId: string }[] };
  };
  signerStatus: Record<string, { status: string; declinedReason?: string }>;
  combined: Buffer | null;
};

export type FakeDocuSign = {
  url: string;
  host: string;
  cert: string;
  envelopes: Map<string, FakeEnvelope>;
  tokenRequests: { iss: string; sub: string; aud: string; scope: string }[];
  close: () => Promise<void>;
};

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export const startFakeDocuSign = async (options: {
  accountId: string;
  integrationKeyPublicPem: string;
}): Promise<FakeDocuSign> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-docusign-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  const publicKey = await importSPKI(options.integrationKeyPublicPem, 'RS256');
  const envelopes = new Map<string, FakeEnvelope>();
  const tokenRequests: FakeDocuSign['tokenRequests'] = [];
  const tokens = new Set<string>();
  let host = '';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'https://fake');
    const body = await readBody(request);
    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(body.toString());
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
        return json(response, 400, { error: 'unsupported_grant_type' });
      }
      try {
        const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, { audience: host });
        tokenRequests.push({
          iss: String(payload.iss),
          sub: String(payload.sub),
          aud: String(payload.aud),
          scope: String(payload.scope),
        });
      } catch {
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'no_valid_keys_or_signatures',
        });
      }
      const token = randomUUID();
      tokens.add(token);
      return json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 28800 });
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !tokens.has(bearer)) {
      return json(response, 401, {
        errorCode: 'AUTHORIZATION_INVALID_TOKEN',
        message: 'The access token provided is expired, revoked or malformed.',
      });
    }
    const base = `/restapi/v2.1/accounts/${options.accountId}/envelopes`;
    if (request.method === 'POST' && url.pathname === base) {
      const definition = JSON.parse(body.toString()) as FakeEnvelope['definition'] & { status: string };
      const envelopeId = randomUUID();
      envelopes.set(envelopeId, {
        envelopeId,
        status: definition.status,
        definition,
        signerStatus: Object.fromEntries(
          definition.recipients.signers.map((s) => [s.email, { status: 'sent' }]),
        ),
        combined: null,
      });
      return json(response, 201, {
        envelopeId,
        status: definition.status,
        statusDateTime: new Date().toISOString(),
        uri: `/envelopes/${envelopeId}`,
      });
    }
    const match = url.pathname.match(new RegExp(`^${base}/([0-9a-f-]{36})(/documents/combined)?$`));
    const envelope = match ? envelopes.get(match[1]!) : undefined;
    if (request.method === 'GET' && envelope && !match![2]) {
      return json(response, 200, {
        envelopeId: envelope.envelopeId,
        status: envelope.status,
        emailSubject: envelope.definition.emailSubject,
        ...(url.searchParams.get('include') === 'recipients'
          ? {
              recipients: {
                signers: envelope.definition.recipients.signers.map((s) => ({
                  email: s.email,
                  name: s.name,
                  recipientId: s.recipientId,
                  status: envelope.signerStatus[s.email]?.status,
                  ...(envelope.signerStatus[s.email]?.declinedReason
                    ? { declinedReason: envelope.signerStatus[s.email]!.declinedReason }
                    : {}),
                })),
              },
            }
          : {}),
      });
    }
    if (request.method === 'GET' && envelope && match![2] && envelope.combined) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(envelope.combined);
    }
    return json(response, 404, {
      errorCode: 'ENVELOPE_DOES_NOT_EXIST',
      message: 'The envelope specified either does not exist or you have no rights to it.',
    });
  };

  const server: Server = createServer({ key, cert }, (request, response) => {
    handle(request, response).catch(() => json(response, 500, { errorCode: 'UNKNOWN' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: `https://${host}`,
    host,
    cert,
    envelopes,
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
