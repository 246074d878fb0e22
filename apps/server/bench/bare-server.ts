// The baseline of issue 10 item 7: a bare Fastify with one hello route, no plugins, no logger,
// in its own process, listening on loopback. Prints READY {address}.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${JSON.stringify({ address })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
