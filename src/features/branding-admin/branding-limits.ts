import type { MessageId } from '../../i18n/message-ids';

/**
 * Limits on what an admin may store, checked here before anything is sent so the admin hears of a
 * problem next to its field. The server enforces the same limits (the contract's `maxLength` and
 * `maxItems`; file sizes as its descriptions state) and has the last word.
 */
export const BRANDING_LIMITS = {
  implementationTextLength: 500,
  bannerCount: 20,
  bannerHtmlLength: 5000,
  footerHtmlLength: 20000,
  navbarLinkCount: 8,
  navbarLabelLength: 40,
  headScriptCount: 10,
  headScriptNameLength: 80,
  headScriptCodeLength: 50000,
  heroImageCount: 30,
  heroImageBytes: 4 * 1024 * 1024,
  heroImageMinPixels: 320,
  heroMinWidthMax: 4000,
  heroAltLength: 200,
  logoBytes: 512 * 1024,
} as const;

/** The image types the server accepts for logos and hero images. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** One problem with one field, named as the server names it (`banners.0.html`). */
export interface FieldProblem {
  name: string;
  id: MessageId<'brandingAdmin'>;
  values?: Record<string, number>;
}

const tooLong = (name: string, max: number): FieldProblem => ({
  name,
  id: 'brandingAdmin.validation.tooLong',
  values: { max },
});

const required = (name: string): FieldProblem => ({
  name,
  id: 'brandingAdmin.validation.required',
});

export interface BannersDraft {
  implementationBanner: { displayBanner: boolean; displayText: string };
  banners: readonly { page: string; html: string }[];
}

export const validateBanners = (draft: BannersDraft): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  const { displayBanner, displayText } = draft.implementationBanner;
  const textName = 'implementationBanner.displayText';
  if (displayBanner && displayText.trim() === '') problems.push(required(textName));
  if (displayText.length > BRANDING_LIMITS.implementationTextLength) {
    problems.push(tooLong(textName, BRANDING_LIMITS.implementationTextLength));
  }
  if (draft.banners.length > BRANDING_LIMITS.bannerCount) {
    problems.push({
      name: 'banners',
      id: 'brandingAdmin.validation.tooMany',
      values: { max: BRANDING_LIMITS.bannerCount },
    });
  }
  draft.banners.forEach((banner, index) => {
    const name = `banners.${index}.html`;
    if (banner.html.trim() === '') problems.push(required(name));
    else if (banner.html.length > BRANDING_LIMITS.bannerHtmlLength) {
      problems.push(tooLong(name, BRANDING_LIMITS.bannerHtmlLength));
    }
  });
  return problems;
};

export const validateFooter = (html: string): FieldProblem[] =>
  html.length > BRANDING_LIMITS.footerHtmlLength
    ? [tooLong('html', BRANDING_LIMITS.footerHtmlLength)]
    : [];

/** A path on this site (`/careers/…`, not `//host`) or an http(s) address. */
export const isNavbarUrl = (url: string): boolean => {
  if (/^\/(?![/\\])/.test(url)) return !/\s/.test(url);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.host !== '';
  } catch {
    return false;
  }
};

export const validateNavbarLinks = (
  links: readonly { label: string; url: string }[],
): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  if (links.length > BRANDING_LIMITS.navbarLinkCount) {
    problems.push({
      name: 'links',
      id: 'brandingAdmin.validation.tooMany',
      values: { max: BRANDING_LIMITS.navbarLinkCount },
    });
  }
  links.forEach((link, index) => {
    const labelName = `links.${index}.label`;
    if (link.label.trim() === '') problems.push(required(labelName));
    else if (link.label.length > BRANDING_LIMITS.navbarLabelLength) {
      problems.push(tooLong(labelName, BRANDING_LIMITS.navbarLabelLength));
    }
    const urlName = `links.${index}.url`;
    if (link.url.trim() === '') problems.push(required(urlName));
    else if (!isNavbarUrl(link.url.trim())) {
      problems.push({ name: urlName, id: 'brandingAdmin.validation.url' });
    }
  });
  return problems;
};

export const validateHeadScripts = (
  scripts: readonly { name: string; code: string }[],
): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  if (scripts.length > BRANDING_LIMITS.headScriptCount) {
    problems.push({
      name: 'scripts',
      id: 'brandingAdmin.validation.tooMany',
      values: { max: BRANDING_LIMITS.headScriptCount },
    });
  }
  scripts.forEach((script, index) => {
    const name = `scripts.${index}.name`;
    if (script.name.trim() === '') problems.push(required(name));
    else if (script.name.length > BRANDING_LIMITS.headScriptNameLength) {
      problems.push(tooLong(name, BRANDING_LIMITS.headScriptNameLength));
    }
    const code = `scripts.${index}.code`;
    if (script.code.trim() === '') problems.push(required(code));
    else if (script.code.length > BRANDING_LIMITS.headScriptCodeLength) {
      problems.push(tooLong(code, BRANDING_LIMITS.headScriptCodeLength));
    }
  });
  return problems;
};

/** An image file's own problem (type, size), before it is read or sent. */
export const imageFileProblem = (
  name: string,
  file: { type: string; size: number } | null,
  maxBytes: number,
): FieldProblem | null => {
  if (!file) return required(name);
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { name, id: 'brandingAdmin.image.wrongType' };
  }
  if (file.size > maxBytes) {
    return {
      name,
      id: 'brandingAdmin.image.tooLarge',
      values: { max: Math.round(maxBytes / 1024) },
    };
  }
  return null;
};

export interface HeroDraft {
  file: { type: string; size: number } | null;
  minWidth: number;
  alt: string;
  isDecorative: boolean;
}

export const validateHeroImage = (draft: HeroDraft, imageCount: number): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  if (imageCount >= BRANDING_LIMITS.heroImageCount) {
    problems.push({
      name: 'image',
      id: 'brandingAdmin.validation.tooMany',
      values: { max: BRANDING_LIMITS.heroImageCount },
    });
  }
  const fileProblem = imageFileProblem('image', draft.file, BRANDING_LIMITS.heroImageBytes);
  if (fileProblem) problems.push(fileProblem);
  if (
    !Number.isInteger(draft.minWidth) ||
    draft.minWidth < 0 ||
    draft.minWidth > BRANDING_LIMITS.heroMinWidthMax
  ) {
    problems.push({
      name: 'minWidth',
      id: 'brandingAdmin.validation.range',
      values: { min: 0, max: BRANDING_LIMITS.heroMinWidthMax },
    });
  }
  if (!draft.isDecorative) {
    if (draft.alt.trim() === '') {
      problems.push({ name: 'alt', id: 'brandingAdmin.hero.altRequired' });
    } else if (draft.alt.length > BRANDING_LIMITS.heroAltLength) {
      problems.push(tooLong('alt', BRANDING_LIMITS.heroAltLength));
    }
  }
  return problems;
};
