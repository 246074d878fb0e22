// Extraction through the worker path (issue 23 "Speed"), one run:
//   node --import tsx apps/server/bench/extraction-bench.ts
// Documents are read the way the app reads them: sent to a capped extraction child process
// (child-reader.ts: fork, --max-old-space-size, RSS watchdog, time cap), which reads the pages
// (pdf.js, OCR by tesseract.js), runs the offline extractor and sends pages and values back.
// 1. a 100-page text PDF (target: at most 3 s);
// 2. a one-page 300-dpi scan (PNG, read by OCR; target: at most 5 s).
// Each is timed cold (the first read also starts the child and, for the scan, the OCR engine) and
// warm (best of three on the running child). Figures go to bench-results/extraction-bench.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createChildReader } from '../src/modules/documents-intelligence/child-reader';
import { sampleLines, samplePdf, sampleScan } from '../src/modules/documents-intelligence/sample-documents';
import type { ReadTask } from '../src/modules/documents-intelligence/read-task';

const limits = { maxPages: 2000, maxOcrPages: 50, maxPixels: 100_000_000 };
const reader = createChildReader({ workers: 1, timeoutSeconds: 120, memoryMb: 1536 });

const time = async (task: ReadTask, check: (text: string) => boolean) => {
  const started = performance.now();
  const outcome = await reader.read(task, () => undefined);
  const ms = performance.now() - started;
  if (!check(outcome.read.pages.map((p) => p.text).join('\n'))) throw new Error('the read text is wrong');
  return { ms, pages: outcome.read.pages.length, values: outcome.values.length };
};

const measure = async (task: ReadTask, check: (text: string) => boolean, target: number) => {
  const cold = await time(task, check);
  const warm: number[] = [];
  for (let run = 0; run < 3; run++) warm.push((await time(task, check)).ms);
  return {
    cold_ms: Math.round(cold.ms),
    warm_ms: warm.map(Math.round),
    best_warm_ms: Math.round(Math.min(...warm)),
    pages: cold.pages,
    values: cold.values,
    target_ms: target,
    within_target: Math.max(cold.ms, ...warm) <= target,
  };
};

const results: Record<string, unknown> = {};
try {
  const textPdf = await samplePdf(sampleLines('bank-statement'), 100);
  results.text_pdf_100_pages = await measure(
    { bytes: textPdf, documentName: 'Bank statement', prompts: [], limits },
    (text) => text.includes('Page 100 of 100'),
    3000,
  );
  // A fresh child for the scan: its cold figure includes the OCR engine's start.
  await reader.close();
  const scanReader = createChildReader({ workers: 1, timeoutSeconds: 120, memoryMb: 1536 });
  const scan = sampleScan(sampleLines('bank-statement'), 'png', 300);
  const scanTask = { bytes: scan, documentName: 'Bank statement scan', prompts: [], limits };
  const started = performance.now();
  const first = await scanReader.read(scanTask, () => undefined);
  const cold = performance.now() - started;
  const warm: number[] = [];
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    const read = await scanReader.read(scanTask, () => undefined);
    warm.push(performance.now() - t);
    if (!read.read.pages[0]!.text.includes('Ending Balance')) throw new Error('OCR did not read the scan');
  }
  await scanReader.close();
  results.scan_one_page_300dpi = {
    cold_ms: Math.round(cold),
    warm_ms: warm.map(Math.round),
    best_warm_ms: Math.round(Math.min(...warm)),
    values: first.values.length,
    target_ms: 5000,
    within_target: Math.max(cold, ...warm) <= 5000,
  };
} finally {
  await reader.close();
}
console.log(JSON.stringify(results, null, 2));
const out = path.resolve('bench-results');
await mkdir(out, { recursive: true });
await writeFile(path.join(out, 'extraction-bench.json'), `${JSON.stringify(results, null, 2)}\n`);
