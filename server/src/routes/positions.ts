import { toListing } from '../db/repositories/positions';
import { notFound } from '../http/errors';
import { QUOTAS, quotaReached } from '../http/quotas';
import { msg } from '../i18n/messages';
import { requireUser } from './support';
import { ok, type Handlers } from './types';

export const positionHandlers: Handlers<'listSavedPositions' | 'savePosition' | 'unsavePosition'> =
  {
    listSavedPositions: async ({ services, caller }) => {
      const user = requireUser(caller);
      const ids = await services.repositories.savedPositions.ids(user.id);
      // Every one of them is saved: no need to ask which.
      return ok({
        positions: (await services.repositories.positions.findMany(ids)).map((record) => ({
          ...toListing(record),
          isSaved: true,
        })),
      });
    },

    savePosition: async ({ path, services, caller }) => {
      const user = requireUser(caller);
      const state = (await services.repositories.positions.states([path.positionId])).get(
        path.positionId,
      );
      if (state !== 'open') throw notFound('server.positions.notFound');
      const isSaved = await services.repositories.savedPositions.save(
        user.id,
        path.positionId,
        services.now(),
        QUOTAS.savedPositions,
      );
      if (!isSaved) {
        throw quotaReached(
          'positionId',
          msg('server.positions.saveLimit', { max: QUOTAS.savedPositions }),
        );
      }
      return ok({ positionId: path.positionId, isSaved: true });
    },

    /** Works for closed positions too; only ids that never existed are unknown. */
    unsavePosition: async ({ path, services, caller }) => {
      const user = requireUser(caller);
      if (!(await services.repositories.positions.exists(path.positionId)))
        throw notFound('server.positions.notFound');
      await services.repositories.savedPositions.unsave(user.id, path.positionId);
      return ok({ positionId: path.positionId, isSaved: false });
    },
  };
