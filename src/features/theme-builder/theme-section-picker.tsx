import { useId } from 'react';
import { THEME_SECTIONS } from '../../shared/theme-tokens';
import { useMessages } from '../../i18n/use-messages';
import { useMediaQuery } from '../../lib/use-media-query';
import type { ThemeTitles } from './theme-values';

/** Below this width the sections are a select and the preview sits under the form. */
const WIDE_QUERY = '(min-width: 1024px)';

interface ThemeSectionPickerProps {
  section: string;
  onSectionChange: (section: string) => void;
  titles: ThemeTitles;
}

/** The theme's sections: a list of buttons beside the form on wide screens, else a select. */
export const ThemeSectionPicker = ({
  section,
  onSectionChange,
  titles,
}: ThemeSectionPickerProps) => {
  const { t } = useMessages('themeBuilder');
  const isWide = useMediaQuery(WIDE_QUERY);
  const sectionSelectId = useId();
  return isWide ? (
    <nav className="theme-builder__sections" aria-labelledby={`${sectionSelectId}-heading`}>
      <h2 id={`${sectionSelectId}-heading`} className="theme-builder__subheading">
        {t('themeBuilder.sections.heading')}
      </h2>
      <ul>
        {THEME_SECTIONS.map((each) => (
          <li key={each}>
            <button
              type="button"
              className="theme-builder__section-button"
              aria-current={each === section ? 'true' : undefined}
              onClick={() => onSectionChange(each)}
            >
              {titles.section(each)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  ) : (
    <div className="theme-builder__section-select">
      <label htmlFor={sectionSelectId}>{t('themeBuilder.sections.select')}</label>
      <select
        id={sectionSelectId}
        className="pcsx-input"
        value={section}
        onChange={(event) => onSectionChange(event.target.value)}
      >
        {THEME_SECTIONS.map((each) => (
          <option key={each} value={each}>
            {titles.section(each)}
          </option>
        ))}
      </select>
    </div>
  );
};
