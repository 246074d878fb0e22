// Writes the default DOCX templates (term sheet, commitment, board review) into this folder.
// Run: npx tsx apps/server/templates/build-templates.ts. The files are committed; an admin
// replaces them per kind through PUT /api/activity-templates/document-template/{kind}.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDefaultTemplate } from '../src/modules/generated-documents/docx';
import { GENERATED_KINDS } from '../src/modules/generated-documents/fields';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const kind of GENERATED_KINDS) {
  await writeFile(path.join(here, `${kind}.docx`), buildDefaultTemplate());
  console.log(`wrote ${kind}.docx`);
}
