import { addressKey } from '../http/rate-limits';
import { admitTelemetry } from '../telemetry/storage';
import { noContent, type Handlers } from './types';

export const telemetryHandlers: Handlers<'logEvent'> = {
  logEvent: async ({ request, query, body, services, caller }) => {
    const event = {
      event: body.event,
      namespace: body.namespace,
      dataJson: body.data_json ?? null,
      metrics: body.metrics_to_push,
    };
    const nowMs = services.now();
    await admitTelemetry(services, addressKey(request.ip), event, nowMs);
    await services.repositories.activity.logEvent({
      domain: query.domain,
      ...event,
      ownerKey: services.identity.ownerKey(caller),
      nowMs,
    });
    return noContent();
  },
};
