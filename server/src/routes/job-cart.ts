import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../../../generated/server/pcsx';
import { accountOwnerKey, type Caller } from '../auth/identity';
import { savedBeforeSignInKey, startVisitorCart, visitorCartKey } from '../auth/visitor-cart';
import type { PositionState } from '../db/repositories/positions';
import { QUOTAS, quotaReached } from '../http/quotas';
import { msg } from '../i18n/messages';
import type { Services } from '../services';
import { requireUser } from './support';
import { ok, type Handlers } from './types';

type JobCart = components['schemas']['JobCart'];
type JobCartItem = components['schemas']['JobCartItem'];

/** The key of the caller's cart: a candidate's account, or this browser's visitor cart if any. */
const cartKeyOf = (request: FastifyRequest, caller: Caller): string | null => {
  if (caller.user !== null) return accountOwnerKey(caller.user.id);
  return caller.anonymousId === null ? null : visitorCartKey(request, caller.anonymousId);
};

/** The same, making this browser's visitor cart when it has none. */
const cartKeyForAdding = (request: FastifyRequest, reply: FastifyReply, caller: Caller): string => {
  if (caller.user !== null) return accountOwnerKey(caller.user.id);
  if (caller.anonymousId === null) throw new Error('Every visitor has an anonymous id');
  return startVisitorCart(request, reply, caller.anonymousId);
};

const itemsOf = async (services: Services, ids: readonly number[]): Promise<JobCartItem[]> =>
  (await services.repositories.positions.findMany(ids)).map((record) => ({
    id: record.id,
    name: record.name,
    locations: record.locations,
    positionUrl: record.positionUrl,
  }));

const openOf = (ids: readonly number[], states: ReadonlyMap<number, PositionState>): number[] =>
  ids.filter((id) => states.get(id) === 'open');

const notOpenOf = (ids: readonly number[], states: ReadonlyMap<number, PositionState>): number[] =>
  ids.filter((id) => states.get(id) !== 'open');

/**
 * The cart with closed or unknown positions moved to `invalidPositionIds`, with the ids the
 * request could not add; and, for a session with jobs kept from before its sign-in, those jobs.
 */
const cartOf = async (
  services: Services,
  caller: Caller,
  cartKey: string | null,
  rejected: readonly number[] = [],
): Promise<JobCart> => {
  const { jobCart, positions } = services.repositories;
  const ids = cartKey === null ? [] : await jobCart.ids(cartKey);
  const keptBeforeSignIn =
    caller.sessionId === null ? [] : await jobCart.ids(savedBeforeSignInKey(caller.sessionId));
  const states = await positions.states([...ids, ...keptBeforeSignIn]);
  const savedBeforeSignIn = await itemsOf(services, openOf(keptBeforeSignIn, states));
  return {
    jobCartData: await itemsOf(services, openOf(ids, states)),
    invalidPositionIds: [...new Set([...notOpenOf(ids, states), ...rejected])],
    ...(savedBeforeSignIn.length > 0 ? { savedBeforeSignIn } : {}),
  };
};

const cartFull = () =>
  quotaReached('pids', msg('server.jobCart.full', { max: QUOTAS.jobCartPositions }));

export const jobCartHandlers: Handlers<'getJobCart' | 'updateJobCart' | 'decideSavedBeforeSignIn'> =
  {
    getJobCart: async ({ request, services, caller }) =>
      ok(await cartOf(services, caller, cartKeyOf(request, caller))),

    updateJobCart: async ({ request, reply, body, services, caller }) => {
      const ids = [...new Set(body.pids.map(Number))];
      const { jobCart, positions } = services.repositories;
      if (body.operation === 'remove') {
        const cartKey = cartKeyOf(request, caller);
        if (cartKey !== null) await jobCart.remove(cartKey, ids);
        return ok(await cartOf(services, caller, cartKey));
      }
      const states = await positions.states(ids);
      const cartKey = cartKeyForAdding(request, reply, caller);
      if (
        !(await jobCart.add(cartKey, openOf(ids, states), services.now(), QUOTAS.jobCartPositions))
      )
        throw cartFull();
      return ok(await cartOf(services, caller, cartKey, notOpenOf(ids, states)));
    },

    decideSavedBeforeSignIn: async ({ body, services, caller }) => {
      const user = requireUser(caller);
      const cartKey = accountOwnerKey(user.id);
      if (caller.sessionId === null) return ok(await cartOf(services, caller, cartKey));
      const keptKey = savedBeforeSignInKey(caller.sessionId);
      const { jobCart, positions } = services.repositories;
      if (body.decision === 'discard') {
        await jobCart.clear(keptKey);
        return ok(await cartOf(services, caller, cartKey));
      }
      const kept = await jobCart.ids(keptKey);
      const states = await positions.states(kept);
      const isOpen = (id: number) => states.get(id) === 'open';
      if (
        !(await jobCart.mergeInto(
          keptKey,
          cartKey,
          isOpen,
          services.now(),
          QUOTAS.jobCartPositions,
        ))
      )
        throw cartFull();
      return ok(await cartOf(services, caller, cartKey, notOpenOf(kept, states)));
    },
  };
