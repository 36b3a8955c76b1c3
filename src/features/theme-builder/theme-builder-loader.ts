import { getGetBrandingQueryOptions } from '@generated/api/branding/branding';
import { loaderSession, settled, type RouteDataLoader } from '../../api/route-loader';
import { canBuildTheme } from '../../entities/auth/permissions';
import { formDefinitionQueryOptions } from '../../forms/use-form-definition';

/** The branding settings and the theme form, for theme-builder users only (others may not read them). */
export const loader: RouteDataLoader = async (queryClient) => {
  const session = await loaderSession(queryClient);
  if (!canBuildTheme(session)) return;
  const { domain } = session;
  await Promise.all([
    settled(queryClient.query(getGetBrandingQueryOptions({ domain }))),
    settled(queryClient.query(formDefinitionQueryOptions('theme'))),
  ]);
};
