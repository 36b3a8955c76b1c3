import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSwitchLocale } from '../../entities/locale/use-switch-locale';
import { isRightToLeft } from '../../shared/locale-match';
import { useMessages } from '../../i18n/use-messages';
import type { MenuOpening } from './language-switcher';
import './navbar-menus.css';

interface LanguageMenuProps {
  languages: readonly { code: string; label: string }[];
  currentCode: string;
  /** What the button shows, as the switcher's placeholder showed it. */
  buttonLabel: ReactNode;
  labelledBy: string;
  /** It mounts open: the press that loaded it asked for it. */
  firstOpening: MenuOpening;
}

/**
 * The language menu on Radix DropdownMenu: the languages are radio items, the current one
 * checked. From the keyboard it opens at the current language; arrow keys, Home, End and typing a
 * name move, Enter or Space chooses, Escape or Tab closes it with focus back on its button.
 */
export const LanguageMenu = ({
  languages,
  currentCode,
  buttonLabel,
  labelledBy,
  firstOpening,
}: LanguageMenuProps) => {
  const { t, locale } = useMessages();
  const switchLocale = useSwitchLocale();
  const [isOpen, setIsOpen] = useState(true);
  const openedByKeyboard = useRef(firstOpening === 'keyboard');
  const currentItem = useRef<HTMLDivElement>(null);

  // From the keyboard the menu opens at the current language, not at the top of the list. (This
  // runs after the menu's own focus moved into it.)
  useEffect(() => {
    if (isOpen && openedByKeyboard.current) currentItem.current?.focus();
  }, [isOpen]);
  return (
    <DropdownMenu.Root
      open={isOpen}
      onOpenChange={setIsOpen}
      modal={false}
      dir={isRightToLeft(locale) ? 'rtl' : 'ltr'}
    >
      <DropdownMenu.Trigger
        className="language-switcher__button"
        aria-labelledby={labelledBy}
        onPointerDown={() => {
          openedByKeyboard.current = false;
        }}
        onKeyDown={() => {
          openedByKeyboard.current = true;
        }}
      >
        {buttonLabel}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        className="navbar-menu language-switcher__list"
        align="end"
        sideOffset={4}
        loop
        aria-label={t('common.nav.language')}
        aria-labelledby={undefined}
        onKeyDown={(event) => {
          // A menu keeps Tab from moving focus; leaving it closes it, back on its button.
          if (event.key === 'Tab') setIsOpen(false);
        }}
      >
        <DropdownMenu.RadioGroup
          value={currentCode}
          onValueChange={(code) => {
            if (code !== locale) switchLocale(code);
          }}
        >
          {languages.map(({ code, label }) => (
            <DropdownMenu.RadioItem
              key={code}
              ref={code === currentCode ? currentItem : undefined}
              value={code}
              lang={code}
              className="navbar-menu__item"
            >
              {label}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
};
