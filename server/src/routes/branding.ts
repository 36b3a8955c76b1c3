import { isSameSiteUrl } from '../../../src/shared/branding-html-policy';
import type { components } from '../../../generated/server/pcsx';
import { PAGE_IDS } from '../../../src/shared/page-ids';
import type { ThemeValues } from '../../../src/shared/theme-tokens';
import type { Caller } from '../auth/identity';
import { headScriptHash } from '../branding/head-scripts';
import { processHeroImage, processLogo } from '../branding/images';
import { sanitizeBrandingHtml } from '../branding/sanitize-html';
import { checkThemeContrast, checkThemeValues } from '../branding/theme';
import type { UserRow } from '../db/schema';
import { fieldError, forbidden, notFound, validationFailed, type FieldError } from '../http/errors';
import { msg } from '../i18n/messages';
import type { Services } from '../services';
import { nowIso, requireUser } from './support';
import { ok, type Handlers } from './types';

type BrandingSettings = components['schemas']['BrandingSettings'];

const MAX_BANNER_HTML = 5000;
const MAX_HERO_IMAGES = 30;
const MAX_LINK_LABEL = 40;

/** Every page a banner, hero image or head script may name, besides `*` (every page). */
const PAGES: readonly string[] = Object.values(PAGE_IDS);
const EVERY_PAGE = '*';

/** Theme operations: theme-builder users only. */
const requireThemeBuilder = (caller: Caller): UserRow => {
  const user = requireUser(caller);
  if (user.is_theme_builder !== 1) throw forbidden();
  return user;
};

/** The other branding operations: admins and theme-builder users. */
const requireBrandingEditor = (caller: Caller): UserRow => {
  const user = requireUser(caller);
  if (user.is_admin !== 1 && user.is_theme_builder !== 1) throw forbidden();
  return user;
};

const pageProblem = (page: string, name: string): FieldError[] =>
  page === EVERY_PAGE || PAGES.includes(page)
    ? []
    : [{ name, message: msg('server.branding.unknownPage', { page }) }];

const failIfAny = (fields: FieldError[]): void => {
  if (fields.length > 0) throw validationFailed('server.branding.invalid', fields);
};

/**
 * A path on this site (`/…`; not `//host` nor `/\host`, which browsers read as another host) or
 * an http(s) address.
 */
const isNavigableUrl = (url: string): boolean => {
  if (url.startsWith('/')) return isSameSiteUrl(url);
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const brandingSettingsOf = async (services: Services): Promise<BrandingSettings> => {
  const { branding } = services.repositories;
  const [themes, site, heroImages, logoUrl, headScripts] = await Promise.all([
    branding.themes(),
    branding.settings(),
    branding.heroImages(),
    branding.logoUrl(),
    branding.headScripts(),
  ]);
  return { themes, ...site, heroImages, logoUrl, headScripts, pages: [...PAGES] };
};

export const brandingHandlers: Handlers<
  | 'getBranding'
  | 'saveThemeDraft'
  | 'publishTheme'
  | 'updateBanners'
  | 'updateFooter'
  | 'updateNavbar'
  | 'uploadLogo'
  | 'deleteLogo'
  | 'uploadHeroImage'
  | 'deleteHeroImage'
  | 'updateHeadScripts'
> = {
  getBranding: async ({ services, caller }) => {
    requireBrandingEditor(caller);
    return ok(await brandingSettingsOf(services));
  },

  saveThemeDraft: async ({ path, body, services, caller }) => {
    requireThemeBuilder(caller);
    // The contract allows any section map; the theme's own schema decides what is valid.
    const values: ThemeValues = body.values;
    checkThemeValues(services.formSchemas, values);
    await services.repositories.branding.saveThemeDraft(path.product, values, nowIso(services));
    return ok(await brandingSettingsOf(services));
  },

  /** Publishes the saved draft, unless some text in it would fall below WCAG 2.2 AA contrast. */
  publishTheme: async ({ path, services, caller }) => {
    requireThemeBuilder(caller);
    const { branding } = services.repositories;
    const theme = await branding.theme(path.product);
    checkThemeValues(services.formSchemas, theme.draft);
    checkThemeContrast(theme.draft);
    await branding.publishTheme(path.product, theme.draft, nowIso(services));
    return ok(await brandingSettingsOf(services));
  },

  updateBanners: async ({ body, services, caller }) => {
    requireBrandingEditor(caller);
    failIfAny(
      body.banners.flatMap((banner, index): FieldError[] => [
        ...pageProblem(banner.page, `banners.${index}.page`),
        ...(banner.html.length > MAX_BANNER_HTML
          ? [
              {
                name: `banners.${index}.html`,
                message: msg('server.branding.bannerTooLong', { max: MAX_BANNER_HTML }),
              },
            ]
          : []),
      ]),
    );
    const banners = await Promise.all(
      body.banners.map(async (banner) => ({
        page: banner.page,
        type: banner.type,
        html: (await sanitizeBrandingHtml(banner.html)).trim(),
      })),
    );
    // A banner that filtering empties would show as an empty box.
    failIfAny(
      banners.flatMap((banner, index): FieldError[] =>
        banner.html === ''
          ? [fieldError(`banners.${index}.html`, 'server.branding.bannerEmpty')]
          : [],
      ),
    );
    await services.repositories.branding.updateBanners(
      body.implementationBanner,
      banners,
      nowIso(services),
    );
    return ok(await brandingSettingsOf(services));
  },

  updateFooter: async ({ body, services, caller }) => {
    requireBrandingEditor(caller);
    const sanitized = body.html === null ? '' : (await sanitizeBrandingHtml(body.html)).trim();
    await services.repositories.branding.updateFooter(
      { html: sanitized === '' ? null : sanitized, hideProviderLogo: body.hideProviderLogo },
      nowIso(services),
    );
    return ok(await brandingSettingsOf(services));
  },

  updateNavbar: async ({ body, services, caller }) => {
    requireBrandingEditor(caller);
    const links = body.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() }));
    failIfAny(
      links.flatMap((link, index): FieldError[] => [
        ...(link.label.length === 0 || link.label.length > MAX_LINK_LABEL
          ? [
              {
                name: `links.${index}.label`,
                message: msg('server.branding.linkLabelLength', { max: MAX_LINK_LABEL }),
              },
            ]
          : []),
        ...(isNavigableUrl(link.url)
          ? []
          : [fieldError(`links.${index}.url`, 'server.branding.linkUrl')]),
      ]),
    );
    await services.repositories.branding.updateNavbar(links, nowIso(services));
    return ok(await brandingSettingsOf(services));
  },

  uploadLogo: async ({ body, services, caller }) => {
    requireBrandingEditor(caller);
    const image = await processLogo(body.image, 'image');
    await services.repositories.branding.replaceLogo(image, nowIso(services));
    return ok(await brandingSettingsOf(services));
  },

  deleteLogo: async ({ services, caller }) => {
    requireBrandingEditor(caller);
    await services.repositories.branding.removeLogo();
    return ok(await brandingSettingsOf(services));
  },

  uploadHeroImage: async ({ body, services, caller }) => {
    requireBrandingEditor(caller);
    failIfAny(pageProblem(body.page, 'page'));
    const image = await processHeroImage(body.image, 'image');
    const added = await services.repositories.branding.addHeroImage(
      image,
      { page: body.page, minWidth: body.minWidth, alt: body.alt.trim() },
      nowIso(services),
      MAX_HERO_IMAGES,
    );
    if (!added) {
      throw validationFailed(msg('server.branding.tooManyHeroImages', { max: MAX_HERO_IMAGES }), [
        { name: 'image', message: 'server.branding.removeHeroImageFirst' },
      ]);
    }
    return ok(await brandingSettingsOf(services));
  },

  deleteHeroImage: async ({ path, services, caller }) => {
    requireBrandingEditor(caller);
    if (!(await services.repositories.branding.removeHeroImage(path.imageId))) {
      throw notFound('server.branding.heroImageNotFound');
    }
    return ok(await brandingSettingsOf(services));
  },

  updateHeadScripts: async ({ body, services, caller }) => {
    requireBrandingEditor(caller);
    failIfAny(
      body.scripts.flatMap((script, index): FieldError[] => [
        ...pageProblem(script.page, `scripts.${index}.page`),
        ...(script.name.trim() === ''
          ? [fieldError(`scripts.${index}.name`, 'server.branding.scriptNameRequired')]
          : []),
      ]),
    );
    await services.repositories.branding.replaceHeadScripts(
      body.scripts.map((script) => {
        const name = script.name.trim();
        return {
          page: script.page,
          name,
          code: script.code,
          hash: headScriptHash(script.code),
        };
      }),
    );
    return ok(await brandingSettingsOf(services));
  },
};
