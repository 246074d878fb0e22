// The servicing flows' endpoints (issue 19, D2): staff record the day's NACHA file as sent to the
// bank (once per effective entry date: a second attempt answers 409) and download it as recorded.
import { nachaSentBody, nachaSentParams, nachaSentWire } from '../servicing/servicing-flows-wire';
import { defineEndpoints, errors } from './endpoint';
import { fileAnswer } from './servicing-files';
import { servicingFlowsPaths } from './servicing-flows-paths';

const admin = { tags: ['servicing'], access: 'admin' } as const;

export const servicingFlowsEndpoints = defineEndpoints(servicingFlowsPaths, {
  postServicingAchNachaSent: {
    ...admin,
    summary: "Record the day's NACHA file as sent to the bank: who, when, its SHA-256 and entries",
    description:
      'Writes the NACHA file of the pending debits of `date` (a banking day) and keeps it. Once per date: a second attempt answers 409.',
    body: nachaSentBody,
    responses: { 201: nachaSentWire, ...errors(400, 401, 403, 409) },
  },
  getServicingAchNachaSentFile: {
    ...admin,
    summary: 'A NACHA file as it was recorded sent, byte for byte',
    params: nachaSentParams,
    responses: { 200: fileAnswer('text/plain', 'The NACHA file (ASCII)'), ...errors(400, 401, 403, 404) },
  },
});
