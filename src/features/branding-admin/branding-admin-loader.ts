import { getGetBrandingQueryOptions } from '@generated/api/branding/branding';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';
import { canManageBranding } from '../../entities/auth/permissions';

/** The branding settings, for admins and theme-builder users only (others may not read them). */
export const loader: RouteDataLoader = async (queryClient) => {
  const session = await loaderSession(queryClient);
  if (!canManageBranding(session)) return;
  await settled(queryClient.query(getGetBrandingQueryOptions({ domain: session.domain })));
};
