import { getApplyMock } from '@generated/api/apply/apply.msw';
import { getAuthMock } from '@generated/api/auth/auth.msw';
import { getBootMock } from '@generated/api/boot/boot.msw';
import { getBrandingMock } from '@generated/api/branding/branding.msw';
import { getChatMock } from '@generated/api/chat/chat.msw';
import { getDashboardMock } from '@generated/api/dashboard/dashboard.msw';
import { getFormsMock } from '@generated/api/forms/forms.msw';
import { getJobAlertsMock } from '@generated/api/job-alerts/job-alerts.msw';
import { getJobCartMock } from '@generated/api/job-cart/job-cart.msw';
import { getNotificationsMock } from '@generated/api/notifications/notifications.msw';
import { getOffersMock } from '@generated/api/offers/offers.msw';
import { getPositionsMock } from '@generated/api/positions/positions.msw';
import { getProfileMock } from '@generated/api/profile/profile.msw';
import { getSearchMock } from '@generated/api/search/search.msw';
import { getSettingsMock } from '@generated/api/settings/settings.msw';
import { getTelemetryMock } from '@generated/api/telemetry/telemetry.msw';

/** Every operation of the contract, answered with the contract's own examples. */
export const handlers = [
  ...getApplyMock(),
  ...getAuthMock(),
  ...getBootMock(),
  ...getBrandingMock(),
  ...getChatMock(),
  ...getDashboardMock(),
  ...getFormsMock(),
  ...getJobAlertsMock(),
  ...getJobCartMock(),
  ...getNotificationsMock(),
  ...getOffersMock(),
  ...getPositionsMock(),
  ...getProfileMock(),
  ...getSearchMock(),
  ...getSettingsMock(),
  ...getTelemetryMock(),
];
