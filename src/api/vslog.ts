import type { VsLogEvent } from '@generated/api/models';

export const VSLOG_NAMESPACE = 'pcsx_app';

/**
 * Telemetry never disturbs the user: its client loads after first render, and failures are only
 * logged.
 */
const send = (domain: string | undefined, body: VsLogEvent) => {
  if (!domain) return;
  import('@generated/api/telemetry/telemetry')
    .then(({ logEvent }) => logEvent(body, { domain }))
    .catch((error: unknown) => {
      console.warn('vslog failed', error);
    });
};

export const logPageLoad = (input: {
  domain: string | undefined;
  pageId: string;
  positionId: number | undefined;
  utm: Record<string, string>;
}): void =>
  send(input.domain, {
    event: 'page_load',
    namespace: VSLOG_NAMESPACE,
    data_json: JSON.stringify({
      event_key: `pcsx_${input.pageId}_page_load`,
      page: input.pageId,
      position_id: input.positionId ?? null,
      ...input.utm,
    }),
  });

export const logErrorMetrics = (input: { domain: string | undefined; message: string }): void =>
  send(input.domain, {
    event: 'error_boundary',
    namespace: VSLOG_NAMESPACE,
    data_json: JSON.stringify({ message: input.message, url: window.location.pathname }),
    metrics_to_push: [
      { name: 'pcsx_error_boundary', value: 1, tags: { page: window.location.pathname } },
    ],
  });
