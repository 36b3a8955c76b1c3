import { themeValueOf, type ThemeValues } from './theme-tokens';

/** WCAG 2.2 AA: 4.5:1 for text of normal size. Every pair below is normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

const channel = (hex: string, offset: number): number =>
  Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;

const linear = (value: number): number =>
  value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;

type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => [channel(hex, 1), channel(hex, 3), channel(hex, 5)];

const luminance = ([red, green, blue]: Rgb): number =>
  0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);

const ratioOf = (first: Rgb, second: Rgb): number => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
};

const blend = (top: Rgb, opacity: number, bottom: Rgb): Rgb =>
  top.map(
    (value, index) => value * opacity + (bottom[index] ?? 0) * (1 - opacity),
  ) as unknown as Rgb;

/** A theme value a pair names: section and value name. */
export interface ThemeValueRef {
  section: string;
  name: string;
}

/** A text colour and the background it is drawn on, as the app's CSS pairs them. */
export interface ContrastPair {
  foreground: ThemeValueRef;
  background: ThemeValueRef;
}

const pair = (
  section: string,
  foreground: string,
  background: string,
  backgroundSection = section,
) => ({
  foreground: { section, name: foreground },
  background: { section: backgroundSection, name: background },
});

const ref = (section: string, name: string): ThemeValueRef => ({ section, name });

/** App-wide text colours drawn on a section's background (cards, dashboard, profile sections). */
const CORE_TEXT = ref('core_properties', 'text_color');
const CORE_MUTED = ref('core_properties', 'muted_text_color');
const CORE_LINK = ref('core_properties', 'link_color');
const CARD_TEXT = ref('cards', 'text');

const on = (background: ThemeValueRef, foregrounds: readonly ThemeValueRef[]): ContrastPair[] =>
  foregrounds.map((foreground) => ({ foreground, background }));

const buttonPairs = (section: string): ContrastPair[] => [
  pair(section, 'text', 'background'),
  pair(section, 'hover_text', 'hover_background'),
];

/** Every text/background pair the theme produces. */
export const THEME_CONTRAST_PAIRS: readonly ContrastPair[] = [
  pair('core_properties', 'text_color', 'page_background'),
  pair('core_properties', 'text_color', 'surface_color'),
  pair('core_properties', 'muted_text_color', 'surface_color'),
  pair('core_properties', 'muted_text_color', 'page_background'),
  pair('core_properties', 'link_color', 'surface_color'),
  pair('core_properties', 'link_color', 'page_background'),
  pair('core_properties', 'on_primary_color', 'primary_color'),
  pair('core_properties', 'danger_color', 'surface_color'),
  pair('core_properties', 'success_color', 'surface_color'),
  pair('navbar', 'text', 'background'),
  pair('navbar', 'active_text', 'background'),
  pair('banner_header', 'info_text', 'info_background'),
  pair('banner_header', 'alert_text', 'alert_background'),
  pair('banner_header', 'implementation_text', 'implementation_background'),
  ...buttonPairs('primary_buttons'),
  ...buttonPairs('secondary_buttons'),
  ...buttonPairs('default_buttons'),
  ...buttonPairs('disruptive_buttons'),
  ...buttonPairs('system_ui_buttons'),
  pair('two_state_buttons', 'off_text', 'off_background'),
  pair('two_state_buttons', 'on_text', 'on_background'),
  ...buttonPairs('apply_button'),
  // Cards carry links and muted meta text (search results, `.card a`, `.muted`), also when selected.
  ...on(ref('cards', 'background'), [CARD_TEXT, CORE_MUTED, CORE_LINK]),
  ...on(ref('cards', 'selected_background'), [CARD_TEXT, CORE_MUTED, CORE_LINK]),
  pair('info_bar', 'text', 'background'),
  pair('tabs', 'text', 'background'),
  pair('tabs', 'active_text', 'background'),
  pair('talent_experience_core', 'heading_text', 'background'),
  pair('talent_experience_core', 'accent_text', 'accent'),
  // Dashboard sections (some of them cards) are drawn on the talent experience background.
  ...on(ref('talent_experience_core', 'background'), [CORE_TEXT, CARD_TEXT, CORE_MUTED, CORE_LINK]),
  pair('talent_experience_nav_button', 'text', 'background'),
  pair('talent_experience_nav_button', 'active_text', 'active_background'),
  ...buttonPairs('talent_experience_go_button'),
  pair('pcsx_core', 'search_bar_text', 'search_bar_background'),
  pair('pcsx_core', 'match_badge_text', 'match_badge_background'),
  pair('pcsx_core', 'highlight_text', 'highlight_background'),
  pair('pcsx_hero_image', 'text_color', 'overlay_color'),
  pair('pcsx_profile_page', 'banner_text', 'banner_background'),
  pair('pcsx_profile_page', 'section_heading', 'section_background'),
  // Profile sections inherit the page's body, muted and link colours.
  ...on(ref('pcsx_profile_page', 'section_background'), [CORE_TEXT, CORE_MUTED, CORE_LINK]),
];

export interface ContrastProblem extends ContrastPair {
  /** The ratio, rounded down to two decimals so a shown 4.49 never reads as passing. */
  ratio: number;
  required: number;
}

const HERO_OVERLAY = { section: 'pcsx_hero_image', name: 'overlay_color' };
const WHITE: Rgb = [1, 1, 1];
const BLACK: Rgb = [0, 0, 0];

/**
 * The hero's text sits on the overlay drawn over an unknown image: its contrast is judged against
 * the overlay blended over the worst case, a white or a black image.
 */
const heroRatio = (values: ThemeValues, foreground: Rgb, overlay: Rgb): number => {
  const opacity = Number(themeValueOf(values, 'pcsx_hero_image', 'overlay_opacity'));
  return Math.min(
    ratioOf(foreground, blend(overlay, opacity, WHITE)),
    ratioOf(foreground, blend(overlay, opacity, BLACK)),
  );
};

const isHeroOverlay = (ref: ThemeValueRef): boolean =>
  ref.section === HERO_OVERLAY.section && ref.name === HERO_OVERLAY.name;

/** The pairs of a theme below WCAG 2.2 AA, in the order of {@link THEME_CONTRAST_PAIRS}. */
export const themeContrastProblems = (values: ThemeValues): ContrastProblem[] =>
  THEME_CONTRAST_PAIRS.flatMap((each) => {
    const foreground = rgbOf(
      String(themeValueOf(values, each.foreground.section, each.foreground.name)),
    );
    const background = rgbOf(
      String(themeValueOf(values, each.background.section, each.background.name)),
    );
    const exact = isHeroOverlay(each.background)
      ? heroRatio(values, foreground, background)
      : ratioOf(foreground, background);
    const ratio = Math.floor(exact * 100) / 100;
    return ratio < AA_TEXT_CONTRAST ? [{ ...each, ratio, required: AA_TEXT_CONTRAST }] : [];
  });
