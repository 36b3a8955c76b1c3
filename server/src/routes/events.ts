import type { Services } from '../services';
import { conflict, notFound } from '../http/errors';
import { requireUser } from './support';
import { ok, type Handlers } from './types';

/** The candidate's view of an event that can still change: it exists and has not started. */
const changeableEvent = async (services: Services, userId: number, eventId: number) => {
  const event = await services.repositories.events.find(userId, eventId);
  if (!event) throw notFound('server.events.notFound');
  if (Date.parse(event.startsAt) <= services.now()) throw conflict('server.events.started');
  return event;
};

export const eventHandlers: Handlers<'registerForEvent' | 'cancelEventRegistration'> = {
  registerForEvent: async ({ path, services, caller }) => {
    const userId = requireUser(caller).id;
    const event = await changeableEvent(services, userId, path.eventId);
    if (!event.registered) await services.repositories.events.register(userId, event.id);
    return ok({ ...event, registered: true });
  },

  cancelEventRegistration: async ({ path, services, caller }) => {
    const userId = requireUser(caller).id;
    const event = await changeableEvent(services, userId, path.eventId);
    if (event.registered) await services.repositories.events.cancel(userId, event.id);
    return ok({ ...event, registered: false });
  },
};
