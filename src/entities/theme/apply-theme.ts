import { themeCssVariables, type ThemeValues } from './theme-tokens';

/**
 * Sets every theme value as a CSS custom property on `element` (the page root, or a preview's
 * container), through the CSSOM, which the page's style policy allows. A value the theme lacks
 * takes its default.
 */
export const applyTheme = (values: ThemeValues, element: HTMLElement): void => {
  for (const [name, value] of Object.entries(themeCssVariables(values))) {
    element.style.setProperty(name, value);
  }
};
