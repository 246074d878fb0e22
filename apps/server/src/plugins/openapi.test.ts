// The OpenAPI document at /api/docs/json as third-party tools read it (issue 22): swagger-parser
// validates it, openapi-typescript generates types from it, Redocly's recommended rules find no
// error, and each operation carries what an integration needs (operationId, summary, its error
// answers with the contract's error shape, `security: []` when no token is needed).
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = { openapi: string; servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

describe('GET /api/docs/json', () => {
  let ctx: TestContext;
  let source: string;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    source = response.body;
    document = JSON.parse(source) as Document;
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('is a valid OpenAPI 3.1 document for swagger-parser', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(JSON.parse(source) as never)).resolves.toBeTruthy();
  });

  it('gives openapi-typescript types for every path', async () => {
    const types = astToString(await openapiTS(JSON.parse(source) as never));
    expect(types).toContain('"/api/loan/all"');
    expect(types).toContain('getLoanAll');
    expect(types).toContain('ErrorBody');
  });

  it('has no error under Redocly lint with the recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names the run routes path parameters as the spec does', () => {
    const names = (path: string) =>
      document.paths[path]!.post!.parameters!.filter((p) => p.in === 'path').map((p) => p.name);
    expect(names('/api/personal/{id}/process/{pid}/run').sort()).toEqual(['id', 'pid']);
    expect(names('/api/broker/{id}/process/{processId}/run').sort()).toEqual(['id', 'processId']);
  });

  it('gives every operation a unique operationId, a summary and its 4xx answers in the error shape', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(150);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of all) {
      expect(operation.summary, key).toBeTruthy();
      const errors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      expect(errors.length, key).toBeGreaterThan(0);
      for (const status of errors) {
        const schema = operation.responses[status]!.content?.['application/json']?.schema;
        // The OAuth2 token endpoint answers in the shape RFC 6749 section 5.2 requires (error,
        // error_description), which standard OAuth2 clients read.
        if (key === 'POST /api/oauth/token' && (status === '400' || status === '401'))
          expect(JSON.stringify(schema), `${key} ${status}`).toContain('error_description');
        else expect(schema?.$ref, `${key} ${status}`).toBe('#/components/schemas/ErrorBody');
      }
    }
    const list = document.paths['/api/loan/{id}']!.get!;
    expect(list.operationId).toBe('getLoanById');
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    expect(source).not.toContain('"nullable"');
    expect(document.servers).toHaveLength(1);
  });

  it('publishes a file answer under its own media type, not as JSON', () => {
    const answer = (path: string) => document.paths[path]!.get!.responses['200']!.content ?? {};
    expect(Object.keys(answer('/api/servicing/loan/{loanId}/payoff-letter'))).toEqual(['application/pdf']);
    expect(Object.keys(answer('/api/servicing/ach/nacha'))).toEqual(['text/plain']);
    expect(Object.keys(answer('/api/servicing/loan/{loanId}'))).toEqual(['application/json']);
    const upload = document.paths['/api/servicing/index-rates/upload']!.post! as {
      requestBody?: { content?: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });

  it('marks the public operations `security: []` and only those', () => {
    for (const path of ['/api/auth/login', '/api/application/short', '/api/sign/{token}/sign'])
      expect(document.paths[path]!.post!.security, path).toEqual([]);
    expect(document.paths['/api/sponsor/{token}']!.get!.security).toEqual([]);
    expect(document.paths['/api/loan/all']!.get!.security).toBeUndefined();
    expect(document.paths['/api/loan/all']!.get!.responses['401']).toBeDefined();
    // A public call documents no 'missing token' 401 (sign-in's 401 is its wrong-credentials answer).
    expect(document.paths['/api/application/short']!.post!.responses['401']).toBeUndefined();
  });

  it("publishes the storage's signed file links and DocuSign Connect, public and described", () => {
    type Described = Operation & {
      requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
    };
    const download = document.paths['/api/files/{key}']!.get! as Described;
    expect(download.security).toEqual([]);
    expect(download.parameters?.map(({ name, in: where }) => `${where} ${name}`).sort()).toEqual([
      'path key',
      'query exp',
      'query name',
      'query sig',
    ]);
    expect(download.responses['200']!.content!['*/*']!.schema).toMatchObject({ format: 'binary' });
    for (const status of ['403', '404'])
      expect(download.responses[status]!.content!['application/json']!.schema!.$ref).toBe(
        '#/components/schemas/ErrorBody',
      );
    const upload = document.paths['/api/files/upload/{key}']!.put! as Described;
    expect(upload.security).toEqual([]);
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['application/octet-stream']);
    expect(document.paths['/api/files/*']).toBeUndefined();
    const connect = document.paths['/api/e-signature/docusign/connect']!.post! as Described;
    expect(connect.security).toEqual([]);
    expect(connect.parameters?.map(({ name }) => name)).toContain('x-docusign-signature-1');
    expect(connect.requestBody!.content!['application/json']!.schema!.properties).toHaveProperty('data');
    expect(connect.responses['401']).toBeDefined();
  });
});
