import { accountHandlers } from './account';
import { applyHandlers } from './apply';
import { applicationHandlers } from './applications';
import { authHandlers } from './auth';
import { bootHandlers } from './boot';
import { brandingHandlers } from './branding';
import { chatHandlers } from './chat';
import { dashboardHandlers } from './dashboard';
import { eventHandlers } from './events';
import { formHandlers } from './forms';
import { jobAlertHandlers } from './job-alerts';
import { jobCartHandlers } from './job-cart';
import { notificationHandlers } from './notifications';
import { offerHandlers } from './offers';
import { positionHandlers } from './positions';
import { profileHandlers } from './profile';
import { registrationHandlers } from './registration';
import { resumeHandlers } from './resumes';
import { searchHandlers } from './search';
import { settingsHandlers } from './settings';
import { telemetryHandlers } from './telemetry';
import type { Handlers } from './types';

/** Every contract operation's handler, by operationId; the type makes a missing one a compile error. */
export const handlers: Handlers = {
  ...bootHandlers,
  ...authHandlers,
  ...registrationHandlers,
  ...profileHandlers,
  ...resumeHandlers,
  ...offerHandlers,
  ...notificationHandlers,
  ...dashboardHandlers,
  ...applicationHandlers,
  ...eventHandlers,
  ...positionHandlers,
  ...searchHandlers,
  ...jobCartHandlers,
  ...jobAlertHandlers,
  ...formHandlers,
  ...applyHandlers,
  ...settingsHandlers,
  ...accountHandlers,
  ...chatHandlers,
  ...telemetryHandlers,
  ...brandingHandlers,
};
