import type { components } from '../../../generated/server/pcsx';
import type { Caller } from '../auth/identity';
import { QUOTAS, quotaReached } from '../http/quotas';
import { msg } from '../i18n/messages';
import type { Services } from '../services';
import { ok, type Handlers } from './types';

type JobCart = components['schemas']['JobCart'];

/** The cart with closed or unknown positions moved to `invalidPositionIds`. */
const cartOf = async (
  services: Services,
  caller: Caller,
  rejected: readonly number[] = [],
): Promise<JobCart> => {
  const { jobCart, positions } = services.repositories;
  const ids = await jobCart.ids(services.identity.ownerKey(caller));
  const states = await positions.states(ids);
  const openIds = ids.filter((id) => states.get(id) === 'open');
  const records = await positions.findMany(openIds);
  return {
    jobCartData: records.map((record) => ({
      id: record.id,
      name: record.name,
      locations: record.locations,
      positionUrl: record.positionUrl,
    })),
    invalidPositionIds: [
      ...new Set([...ids.filter((id) => states.get(id) !== 'open'), ...rejected]),
    ],
  };
};

export const jobCartHandlers: Handlers<'getJobCart' | 'updateJobCart'> = {
  getJobCart: async ({ services, caller }) => ok(await cartOf(services, caller)),

  updateJobCart: async ({ body, services, caller }) => {
    const ids = [...new Set(body.pids.map(Number))];
    const ownerKey = services.identity.ownerKey(caller);
    if (body.operation === 'remove') {
      await services.repositories.jobCart.remove(ownerKey, ids);
      return ok(await cartOf(services, caller));
    }
    const states = await services.repositories.positions.states(ids);
    const valid = ids.filter((id) => states.get(id) === 'open');
    const isAdded = await services.repositories.jobCart.add(
      ownerKey,
      valid,
      services.now(),
      QUOTAS.jobCartPositions,
    );
    if (!isAdded) {
      throw quotaReached('pids', msg('server.jobCart.full', { max: QUOTAS.jobCartPositions }));
    }
    return ok(
      await cartOf(
        services,
        caller,
        ids.filter((id) => states.get(id) !== 'open'),
      ),
    );
  },
};
