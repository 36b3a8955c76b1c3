import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import { canBuildTheme, canManageBranding } from './permissions';

const sessionOf = (isAdmin: boolean, isThemeBuilderUser: boolean) => {
  const { user } = getGetBootDataResponseMock().data;
  if (!user) throw new Error('The boot mock has no user');
  return { user: { ...user, is_admin: isAdmin, isThemeBuilderUser } };
};

test('theme-builder users build the theme; admins and they manage the branding', () => {
  expect(canBuildTheme(sessionOf(false, true))).toBe(true);
  expect(canBuildTheme(sessionOf(true, false))).toBe(false);
  expect(canManageBranding(sessionOf(true, false))).toBe(true);
  expect(canManageBranding(sessionOf(false, true))).toBe(true);
  expect(canManageBranding(sessionOf(false, false))).toBe(false);
  expect(canManageBranding({ user: null })).toBe(false);
});
