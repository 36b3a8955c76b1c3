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
      const { positions, applications, savedPositions } = services.repositories;
      const ids = await savedPositions.ids(user.id);
      const [records, closing, applied] = await Promise.all([
        positions.findMany(ids),
        positions.validThroughOf(ids),
        applications.appliedAmong(user.id, ids),
      ]);
      // Every one of them is saved: no need to ask which.
      return ok({
        positions: records.map((record) => {
          const application = applied.get(record.id);
          return {
            ...toListing(record),
            isSaved: true,
            isClosed: record.archivedAt !== null,
            validThrough: closing.get(record.id) ?? null,
            hasApplied: application !== undefined,
            ...(application ? { applicationId: application.id } : {}),
          };
        }),
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
