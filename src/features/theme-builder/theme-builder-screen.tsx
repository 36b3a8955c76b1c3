import { useGetBranding } from '@generated/api/branding/branding';
import { getRequestErrorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useFormDefinition } from '../../forms/use-form-definition';
import { canBuildTheme } from '../../entities/auth/permissions';
import { useMessages } from '../../i18n/use-messages';
import { QueryState } from '../../ui/query-state';
import { ThemeBuilder } from './theme-builder';
import './theme-builder.css';

const Builder = () => {
  const { t } = useMessages('themeBuilder');
  const { domain } = useSession();
  const branding = useGetBranding({ domain });
  const definition = useFormDefinition('theme');
  if (definition.isError) return <p role="alert">{getRequestErrorMessage(definition.error)}</p>;
  if (!definition.data) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const form = definition.data;
  return (
    <QueryState {...branding}>
      {(settings) => <ThemeBuilder settings={settings} definition={form} />}
    </QueryState>
  );
};

/**
 * /careers/theme-builder: the site's theme for theme-builder users; anyone else signed in is told
 * the page is not theirs.
 */
export const ThemeBuilderScreen = () => {
  const { t } = useMessages('themeBuilder');
  const session = useSession();
  return (
    <section className="theme-builder-screen">
      <h1>{t('themeBuilder.heading')}</h1>
      {canBuildTheme(session) ? <Builder /> : <p role="alert">{t('themeBuilder.notAllowed')}</p>}
    </section>
  );
};

/** The route module's screen. */
export { ThemeBuilderScreen as Component };
