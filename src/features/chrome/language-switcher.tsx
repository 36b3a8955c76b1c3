import { useId } from 'react';
import { useSession } from '../../api/session';
import { useSwitchLocale } from '../../entities/locale/use-switch-locale';
import { APP_LOCALES } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';
import { useDisclosureMenu } from './use-disclosure-menu';

const LANGUAGE_SELECTOR = 'li button';
const CURRENT_LANGUAGE_SELECTOR = 'li button[aria-current="true"]';

/**
 * The site's languages, each named in itself; choosing one switches the page at once. The list
 * is a disclosure rather than a `<select>`: a select lays out every option's name to size itself,
 * and naming thirty-odd languages in their own scripts makes the browser find a font for each
 * script while the page starts. The hidden list is not laid out until it is opened.
 */
export const LanguageSwitcher = () => {
  const { t, locale } = useMessages();
  const boot = useSession();
  const switchLocale = useSwitchLocale();
  const id = useId();
  const listId = `${id}-list`;
  const nameId = `${id}-name`;
  const currentId = `${id}-current`;
  const { isOpen, toggle, close, rootRef, buttonRef, onKeyDown, onBlur } = useDisclosureMenu({
    itemSelector: LANGUAGE_SELECTOR,
    openAtSelector: CURRENT_LANGUAGE_SELECTOR,
  });
  const languages = boot.configs.supportedLanguages.filter(({ code }) =>
    APP_LOCALES.includes(code),
  );
  if (languages.length < 2) return null;
  const current = languages.find(({ code }) => code === locale);
  const choose = (code: string) => {
    close();
    // The chosen item is hidden with the list: focus goes back to the button, not to the page.
    buttonRef.current?.focus();
    if (code !== locale) switchLocale(code);
  };
  return (
    <div ref={rootRef} className="language-switcher">
      <button
        ref={buttonRef}
        type="button"
        className="language-switcher__button"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-labelledby={`${nameId} ${currentId}`}
        onClick={toggle}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <span id={nameId} className="visually-hidden">
          {t('common.nav.language')}
        </span>
        <span id={currentId} lang={current?.code}>
          {current?.label ?? locale}
        </span>
        <span aria-hidden="true" className="disclosure-chevron" />
      </button>
      <ul
        id={listId}
        className="language-switcher__list"
        aria-label={t('common.nav.language')}
        hidden={!isOpen}
      >
        {languages.map(({ code, label }) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={() => choose(code)}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};
