import { lazy, Suspense, useId, useState } from 'react';
import { useSession } from '../../api/session';
import { APP_LOCALES } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

// The menu's code (Radix DropdownMenu) is not part of the page's first render: it loads on the
// first press of the button, which opens it once it is there.
const LanguageMenu = lazy(() =>
  import('./language-menu').then((module) => ({ default: module.LanguageMenu })),
);

/** How the menu was first asked for: the keyboard opens it with focus on the current language. */
export type MenuOpening = 'pointer' | 'keyboard';

/** The button's label: "Language", said but not shown, then the current language in itself. */
export const LanguageButtonLabel = ({
  nameId,
  currentId,
  code,
  label,
}: {
  nameId: string;
  currentId: string;
  code: string;
  label: string;
}) => {
  const { t } = useMessages();
  return (
    <>
      <span id={nameId} className="visually-hidden">
        {t('common.nav.language')}
      </span>
      <span id={currentId} lang={code}>
        {label}
      </span>
      <span aria-hidden="true" className="disclosure-chevron" />
    </>
  );
};

/**
 * The site's languages, each named in itself; choosing one switches the page at once. A menu
 * rather than a `<select>`: a select lays out every option's name to size itself, and naming
 * thirty-odd languages in their own scripts makes the browser find a font for each script while
 * the page starts. The menu's items are not in the page until it is opened.
 */
export const LanguageSwitcher = () => {
  const { locale } = useMessages();
  const boot = useSession();
  const id = useId();
  const [firstOpening, setFirstOpening] = useState<MenuOpening | null>(null);
  const languages = boot.configs.supportedLanguages.filter(({ code }) =>
    APP_LOCALES.includes(code),
  );
  if (languages.length < 2) return null;
  const current = languages.find(({ code }) => code === locale) ?? { code: locale, label: locale };
  const nameId = `${id}-name`;
  const currentId = `${id}-current`;
  const label = (
    <LanguageButtonLabel
      nameId={nameId}
      currentId={currentId}
      code={current.code}
      label={current.label}
    />
  );
  // Until the menu's code is there, a button of the same look asks for it.
  const placeholder = (
    <button
      type="button"
      className="language-switcher__button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-labelledby={`${nameId} ${currentId}`}
      aria-busy={firstOpening !== null}
      onClick={() => setFirstOpening((opening) => opening ?? 'pointer')}
      onKeyDown={(event) => {
        if (!['ArrowDown', 'Enter', ' '].includes(event.key)) return;
        event.preventDefault();
        setFirstOpening((opening) => opening ?? 'keyboard');
      }}
    >
      {label}
    </button>
  );
  return (
    <div className="language-switcher">
      {firstOpening === null ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <LanguageMenu
            languages={languages}
            currentCode={current.code}
            buttonLabel={label}
            labelledBy={`${nameId} ${currentId}`}
            firstOpening={firstOpening}
          />
        </Suspense>
      )}
    </div>
  );
};
