// The servicing flows' calls (issue 19, D2; declared in packages/domain contract/servicing-flows.ts):
// staff record the day's NACHA file as sent (201 once per date, then 409) and download it as kept.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { LENDER_NAME } from '../../lib/lender';
import { register } from '../../plugins/contract';
import { actorOf } from '../activity/index';
import { recordNachaSent, sentNachaFile } from './ach-files';

export const servicingFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, crypto, config } = app.deps;

  register(app, endpoints.postServicingAchNachaSent, async (request, reply) => {
    const sent = await recordNachaSent(
      {
        db,
        crypto,
        originator: {
          odfiRouting: config.ACH_ODFI_ROUTING,
          odfiName: config.ACH_ODFI_NAME,
          companyId: config.ACH_COMPANY_ID,
          companyName: LENDER_NAME,
        },
      },
      { date: request.body.date, actor: actorOf(request) },
    );
    return reply.code(201).send(sent);
  });

  register(app, endpoints.getServicingAchNachaSentFile, async (request, reply) => {
    const file = await sentNachaFile(db, request.params.fileId);
    return reply
      .header('content-type', 'text/plain; charset=us-ascii')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-nacha-sha256', file.sha256)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
};
