// The README promises Node 20.19+ (root package.json "engines"): every package the lock file
// installs must accept that version, or `npm ci` warns (EBADENGINE) and the package may use APIs
// Node 20 lacks. cookie@2 (needs Node 22, pulled in by fastify -> light-my-request) is held at
// 1.1.1 by the root "overrides"; inject() with cookies shows light-my-request works with it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../lib/paths';

const root = path.resolve(SERVER_ROOT, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

describe('the promised Node version', () => {
  it('is accepted by every package in package-lock.json', () => {
    const manifest = readJson<{ engines: { node: string } }>('package.json');
    const promised = semver.minVersion(manifest.engines.node)!.version;
    expect(promised).toBe('20.19.0');
    const lock = readJson<{ packages: Record<string, { version?: string; engines?: { node?: string } }> }>(
      'package-lock.json',
    );
    const refusing = Object.entries(lock.packages)
      .filter(([, pkg]) => typeof pkg.engines?.node === 'string' && semver.validRange(pkg.engines.node))
      .filter(([, pkg]) => !semver.satisfies(promised, pkg.engines!.node!))
      .map(([name, pkg]) => `${name}@${pkg.version} (node ${pkg.engines!.node})`);
    expect(refusing).toEqual([]);
  });

  it('inject() still sends cookies through light-my-request with the pinned cookie package', async () => {
    const app = Fastify();
    app.get('/echo', async (request) => ({ cookie: request.headers.cookie }));
    const res = await app.inject({ method: 'GET', url: '/echo', cookies: { session: 'a b', theme: 'dark' } });
    expect(res.json()).toEqual({ cookie: 'session=a%20b; theme=dark' });
    await app.close();
  });
});
