import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from '../http/cache';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { AVATAR_PATH_PREFIX, avatarFileNameOf } from './avatar';

/**
 * Avatar images, as static content: `/avatars/<name>` with an unguessable name that changes with
 * every new image, so a served image never goes stale. Served to anyone who has the address, like a content host would.
 */
export const registerAvatarRoutes = (app: FastifyInstance, services: Services): void => {
  app.get<{ Params: { fileName: string } }>(
    `${AVATAR_PATH_PREFIX}:fileName`,
    async (request, reply) => {
      const fileName = avatarFileNameOf(request.params.fileName);
      const avatar =
        fileName === null ? undefined : await services.repositories.avatars.byFileName(fileName);
      if (!avatar) throw notFound('server.images.avatarNotFound');
      return reply
        .type(avatar.contentType)
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .send(avatar.content);
    },
  );
};
