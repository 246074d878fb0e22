// Drawn signatures are checked before they are kept (issue 24 E1, E2): a file that only starts
// like a PNG is refused with 400 (it used to be accepted, and the stamp then failed with 500 for the
// last signer on every try, so the envelope could never complete), and an image larger than a
// signature pad makes is refused from its header, before any decoding.
import { deflateSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lending/domain';
import { envelopeRecipients, envelopes, outbox } from '../../db/schema/index';
import { readAll } from '../../integrations/storage/storage';
import { createTestContext, type TestContext } from '../../test/context';
import { caller, createLifecycleLoan, type Caller } from '../loan-status/lifecycle.test-helpers';

let ctx: TestContext;
let api: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const sign = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/sign/${token}/sign`, payload, remoteAddress: '203.0.113.9' });

const linkFor = async (email: string) => {
  const [mail] = await ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.created_at))
    .limit(1);
  const match = mail?.text.match(/\/sign\/([A-Za-z0-9_-]{43})/);
  expect(match, `a signing link mailed to ${email}`).toBeTruthy();
  return match![1]!;
};

/** An envelope sent to the given signers; their links. */
const sentTo = async (...emails: string[]) => {
  const lifecycle = await createLifecycleLoan(ctx);
  const id = lifecycle.idOf('term-sheet');
  expect((await api('POST', `/term-sheet/${id}/generate`)).statusCode).toBe(200);
  const sent = await api('POST', `/activity/${id}/request-signature`, {
    recipients: emails.map((email, index) => ({ name: `Signer ${index + 1}`, email })),
  });
  expect(sent.statusCode).toBe(200);
  return { activityId: id, links: await Promise.all(emails.map(linkFor)) };
};

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** A real PNG made by pngjs: a dark stroke across a transparent pad. */
const pngOf = (width: number, height: number) => {
  const png = new PNG({ width, height });
  for (let x = 0; x < width; x += 1) {
    const y = Math.floor(height / 2);
    const at = (y * width + x) * 4;
    png.data[at + 3] = 255;
  }
  return PNG.sync.write(png);
};

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // The CRC is left zero: the header check must refuse before anything reads it.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};

/** The attacker's E2 file, shortened: an IHDR announcing 8000 x 8000 RGBA, a little pixel data. */
const hugeHeader = () => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8000, 0);
  ihdr.writeUInt32BE(8000, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    PNG_MAGIC,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(200_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('drawn signature images', () => {
  it('refuses PNG magic followed by garbage with 400, and the envelope still completes', async () => {
    const { activityId, links } = await sentTo('garbage.first@example.com', 'garbage.last@example.com');
    const [first, last] = links as [string, string];
    const garbage = Buffer.concat([PNG_MAGIC, Buffer.from('not a png at all, just bytes '.repeat(20))]);
    const refused = await sign(first, { kind: 'drawn', image: dataUrl(garbage), agree: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.signatureImageInvalid);
    // A truncated real PNG (its pixel data cut short) is refused too.
    const whole = pngOf(300, 100);
    const truncated = await sign(first, {
      kind: 'drawn',
      image: dataUrl(whole.subarray(0, whole.length - 30)),
      agree: true,
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe(messages.signatureImageInvalid);

    // The refused tries left the link open: a good drawing signs, and the last signer completes.
    const good = await sign(first, { kind: 'drawn', image: dataUrl(pngOf(1840, 600)), agree: true });
    expect(good.json()).toEqual({ status: 'signed', envelope_status: 'delivered' });
    const done = await sign(last, { kind: 'drawn', image: dataUrl(whole), agree: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'signed', envelope_status: 'signed' });
    const [envelope] = await ctx.db.select().from(envelopes).where(eq(envelopes.activity_id, activityId));
    expect(envelope!.status).toBe('signed');
    expect(envelope!.signed_document_id).toBeTruthy();

    // What is kept is a clean PNG made by the server's encoder, the same size as drawn.
    const [recipient] = await ctx.db
      .select()
      .from(envelopeRecipients)
      .where(eq(envelopeRecipients.email, 'garbage.first@example.com'));
    const kept = Buffer.from(
      await readAll(ctx.deps.storage, `envelopes/${envelope!.id}/signatures/${recipient!.id}.png`),
    );
    const decoded = PNG.sync.read(kept);
    expect([decoded.width, decoded.height]).toEqual([1840, 600]);
  });

  it('refuses an 8000 x 8000 image from its header, before decoding', async () => {
    const { links } = await sentTo('huge@example.com');
    const huge = hugeHeader();
    expect(huge.length).toBeLessThan(300_000);
    const started = Date.now();
    const refused = await sign(links[0]!, { kind: 'drawn', image: dataUrl(huge), agree: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.signatureImageTooLarge);
    // Generous: the old code spent seconds stamping such an image; the header check takes microseconds.
    expect(Date.now() - started).toBeLessThan(2000);

    // A fully valid PNG one pixel wider than the cap is refused as well; the link stays open.
    const wide = await sign(links[0]!, { kind: 'drawn', image: dataUrl(pngOf(2001, 40)), agree: true });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(messages.signatureImageTooLarge);
    const typed = await sign(links[0]!, { kind: 'typed', name: 'Huge Signer', agree: true });
    expect(typed.json()).toEqual({ status: 'signed', envelope_status: 'signed' });
  });
});
