import { useId } from 'react';
import { useSession } from '../../api/session';
import { useSwitchLocale } from '../../entities/locale/use-switch-locale';
import { APP_LOCALES } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

/** The site's languages, each named in itself; choosing one switches the page at once. */
export const LanguageSwitcher = () => {
  const { t, locale } = useMessages();
  const boot = useSession();
  const switchLocale = useSwitchLocale();
  const id = useId();
  const languages = boot.configs.supportedLanguages.filter(({ code }) =>
    APP_LOCALES.includes(code),
  );
  if (languages.length < 2) return null;
  return (
    <div className="language-switcher">
      <label className="visually-hidden" htmlFor={id}>
        {t('common.nav.language')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={languages.some(({ code }) => code === locale) ? locale : ''}
        onChange={(event) => switchLocale(event.target.value)}
      >
        {!languages.some(({ code }) => code === locale) && <option value="">{locale}</option>}
        {languages.map(({ code, label }) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
};
