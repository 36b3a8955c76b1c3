import { noContent, type Handlers } from './types';

export const telemetryHandlers: Handlers<'logEvent'> = {
  logEvent: async ({ query, body, services, caller }) => {
    await services.repositories.activity.logEvent({
      domain: query.domain,
      event: body.event,
      namespace: body.namespace,
      dataJson: body.data_json ?? null,
      metrics: body.metrics_to_push,
      ownerKey: services.identity.ownerKey(caller),
      nowMs: services.now(),
    });
    return noContent();
  },
};
