import type { BootData } from '@generated/api/models';

type Session = Pick<BootData, 'user'>;

/** Theme-builder users edit and publish the site's theme. */
export const canBuildTheme = ({ user }: Session): boolean => user?.isThemeBuilderUser === true;

/** Admins and theme-builder users set the rest of the branding (banners, footer, navbar, …). */
export const canManageBranding = (session: Session): boolean =>
  canBuildTheme(session) || session.user?.is_admin === true;
