import { themeCssVariables, type ThemeValues } from '../../shared/theme-tokens';

/**
 * Sets every theme value as a CSS custom property on `element` (the page root, or a preview
 * frame's root), through the CSSOM, which the page's style policy allows. A value the theme lacks
 * takes its default. Values already set are left alone, so an observer of the element's style
 * sees only real changes.
 */
export const applyTheme = (values: ThemeValues, element: HTMLElement): void => {
  for (const [name, value] of Object.entries(themeCssVariables(values))) {
    if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
  }
};
