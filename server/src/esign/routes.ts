import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isoSeconds } from '../lib/time';
import type { Services } from '../services';
import {
  esignContentSecurityPolicy,
  renderEsignPage,
  renderEsignUnavailablePage,
  renderFormEsignPage,
  renderFormEsignUnavailablePage,
} from './page';

/** Signing pages carry their own nonce-only policy and are never cached; returns the nonce. */
const prepareEsignReply = (reply: FastifyReply): string => {
  const nonce = randomBytes(16).toString('base64');
  reply
    .header('content-security-policy', esignContentSecurityPolicy(nonce))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
  return nonce;
};

/** The signing pages the app frames: one for an offer, one for a form with an e-sign field. */
export const registerEsignRoutes = (app: FastifyInstance, services: Services): void => {
  const { identity, repositories, formSchemas } = services;

  /** An offer's link: signable by its candidate while the offer is open. */
  app.get<{ Params: { token: string } }>('/esign/:token', async (request, reply) => {
    const nonce = prepareEsignReply(reply);
    const caller = await identity.resolve(request, reply);
    const offer = caller.user
      ? await repositories.offers.findOpenByEsignToken(
          caller.user.id,
          request.params.token,
          isoSeconds(services.now()),
        )
      : undefined;
    if (!offer) return reply.code(404).send(renderEsignUnavailablePage(nonce, request.locale));
    return reply.send(
      renderEsignPage(nonce, request.locale, { id: offer.id, positionName: offer.position_name }),
    );
  });

  /** A form's e-sign field: signable while the caller still has that form to submit. */
  app.get<{ Params: { schemaName: string } }>(
    '/esign/forms/:schemaName',
    async (request, reply) => {
      const nonce = prepareEsignReply(reply);
      const caller = await identity.resolve(request, reply);
      const { schemaName } = request.params;
      const form =
        caller.user && formSchemas.isSignedOnline(schemaName)
          ? await repositories.forms.findPendingBySchema(caller.user.id, schemaName)
          : undefined;
      if (!form) return reply.code(404).send(renderFormEsignUnavailablePage(nonce, request.locale));
      return reply.send(renderFormEsignPage(nonce, request.locale, form));
    },
  );
};
