import type { Selectable } from 'kysely';
import type { components } from '../../../../generated/server/pcsx';
import {
  defaultThemeValues,
  THEME_PRODUCTS,
  type ThemeProduct,
  type ThemeValues,
} from '../../../../src/shared/theme-tokens';
import { headScriptSrc } from '../../branding/head-scripts';
import {
  assetFileName,
  assetUrl,
  type ImageOriginal,
  type ProcessedImage,
} from '../../branding/images';
import { liveThemeOf } from '../../branding/theme';
import { isRecord, parseStoredJson } from '../../lib/json';
import type { SearchCache } from '../../search-cache/search-cache';
import type { ChangeFeed } from '../change-feed';
import type { Db } from '../database';
import { lockNamed } from '../dialect';
import type { BrandingThemesTable } from '../schema';

/** The first key of the hero images' advisory lock ("hero" in ASCII), apart from any other. */
const HERO_IMAGES_LOCK_SPACE = 0x6865726f;

type BrandingTheme = components['schemas']['BrandingTheme'];
type ThemeRow = Selectable<BrandingThemesTable>;
type ImplementationBanner = components['schemas']['ImplementationBanner'];
type PageBanner = components['schemas']['PageBanner'];
type HeroImage = components['schemas']['HeroImage'];
type NavLink = components['schemas']['NavLink'];
type HeadScriptSetting = components['schemas']['HeadScriptSetting'];
type FooterSettings = components['schemas']['FooterSettings'];

export interface SiteBrandingSettings {
  implementationBanner: ImplementationBanner;
  banners: PageBanner[];
  footer: FooterSettings;
  navbarLinks: NavLink[];
}

/** What pages show: the published theme and everything else, as the boot data carries it. */
export interface LiveBranding extends SiteBrandingSettings {
  theme: ThemeValues;
  logoUrl: string | null;
  heroImages: HeroImage[];
  headScripts: HeadScriptSetting[];
}

export interface StoredAsset {
  contentType: string;
  content: Buffer;
}

const NO_IMPLEMENTATION_BANNER: ImplementationBanner = { displayBanner: false, displayText: '' };

const parseThemeValues = (text: string | null): ThemeValues | null => {
  if (text === null) return null;
  const parsed = parseStoredJson(text, 'theme');
  if (!isRecord(parsed)) throw new Error('Stored theme is not an object');
  // Stored only after validation against the theme's schema.
  return parsed as ThemeValues;
};

const parseList = <Item>(text: string, what: string): Item[] => {
  const parsed = parseStoredJson(text, what);
  if (!Array.isArray(parsed)) throw new Error(`Stored ${what} is not a list`);
  // Stored only after validation against the contract.
  return parsed as Item[];
};

/**
 * The branding of one careers site. Pages read it on every answer, so what they show is kept in
 * memory and dropped on every write, made through this repository in any process sharing the
 * database (see `ChangeFeed`).
 */
export const createBrandingRepository = (
  db: Db,
  groupId: string,
  changes: ChangeFeed,
  searchCache: SearchCache,
) => {
  let live: Promise<LiveBranding> | null = null;
  changes.subscribe('branding', () => {
    live = null;
  });
  const changed = (): Promise<void> => searchCache.brandingChanged();

  const themeOfRow = (product: ThemeProduct, row: ThemeRow | undefined): BrandingTheme => {
    const published = parseThemeValues(row?.published_json ?? null);
    return {
      product,
      draft: parseThemeValues(row?.draft_json ?? null) ?? published ?? defaultThemeValues(),
      published,
      draftSavedAt: row?.draft_saved_at ?? null,
      publishedAt: row?.published_at ?? null,
    };
  };

  /** Every product's theme; a product never saved has the built-in theme as its draft. */
  const themes = async (): Promise<BrandingTheme[]> => {
    const rows = await db
      .selectFrom('branding_themes')
      .selectAll()
      .where('group_id', '=', groupId)
      .execute();
    return THEME_PRODUCTS.map((product) =>
      themeOfRow(
        product,
        rows.find((each) => each.product === product),
      ),
    );
  };

  const theme = async (product: ThemeProduct): Promise<BrandingTheme> =>
    themeOfRow(
      product,
      await db
        .selectFrom('branding_themes')
        .selectAll()
        .where('group_id', '=', groupId)
        .where('product', '=', product)
        .executeTakeFirst(),
    );

  const settings = async (): Promise<SiteBrandingSettings> => {
    const row = await db
      .selectFrom('branding_settings')
      .selectAll()
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    if (!row) {
      return {
        implementationBanner: NO_IMPLEMENTATION_BANNER,
        banners: [],
        footer: { html: null, hideProviderLogo: false },
        navbarLinks: [],
      };
    }
    const banner =
      row.implementation_banner_json === null
        ? null
        : parseStoredJson(row.implementation_banner_json, 'implementation banner');
    return {
      // Stored only after validation against the contract.
      implementationBanner: isRecord(banner)
        ? (banner as ImplementationBanner)
        : NO_IMPLEMENTATION_BANNER,
      banners: parseList<PageBanner>(row.banners_json, 'banners'),
      footer: { html: row.footer_html, hideProviderLogo: row.hide_provider_logo === 1 },
      navbarLinks: parseList<NavLink>(row.navbar_links_json, 'navbar links'),
    };
  };

  const updateSettings = async (
    values: Partial<{
      implementation_banner_json: string;
      banners_json: string;
      footer_html: string | null;
      hide_provider_logo: number;
      navbar_links_json: string;
    }>,
    nowIso: string,
  ): Promise<void> => {
    await db
      .insertInto('branding_settings')
      .values({ group_id: groupId, ...values, updated_at: nowIso })
      .onConflict((conflict) =>
        conflict.column('group_id').doUpdateSet({ ...values, updated_at: nowIso }),
      )
      .execute();
    await changed();
  };

  /** Each image's copies, narrowest first. */
  const copiesOf = async (imageIds: readonly number[]) => {
    if (imageIds.length === 0)
      return new Map<number, { fileName: string; width: number; height: number }[]>();
    const rows = await db
      .selectFrom('branding_assets')
      .select(['image_id', 'file_name', 'width', 'height'])
      .where('image_id', 'in', imageIds)
      .orderBy('width')
      .execute();
    const byImage = new Map<number, { fileName: string; width: number; height: number }[]>();
    for (const row of rows) {
      const list = byImage.get(row.image_id) ?? [];
      list.push({ fileName: row.file_name, width: row.width, height: row.height });
      byImage.set(row.image_id, list);
    }
    return byImage;
  };

  const heroImages = async (): Promise<HeroImage[]> => {
    const images = await db
      .selectFrom('branding_images')
      .select(['id', 'page', 'min_width', 'alt'])
      .where('group_id', '=', groupId)
      .where('kind', '=', 'hero')
      .orderBy('page')
      .orderBy('min_width')
      .orderBy('id')
      .execute();
    const copies = await copiesOf(images.map((image) => image.id));
    return images.flatMap((image) => {
      const srcset = copies.get(image.id) ?? [];
      const largest = srcset[srcset.length - 1];
      if (!largest) return [];
      return [
        {
          id: image.id,
          page: image.page ?? '*',
          minWidth: image.min_width ?? 0,
          url: assetUrl(largest.fileName),
          width: largest.width,
          height: largest.height,
          alt: image.alt,
          srcset: srcset.map((copy) => ({ url: assetUrl(copy.fileName), width: copy.width })),
        },
      ];
    });
  };

  const logoUrl = async (): Promise<string | null> => {
    const row = await db
      .selectFrom('branding_assets')
      .innerJoin('branding_images', 'branding_images.id', 'branding_assets.image_id')
      .select('branding_assets.file_name')
      .where('branding_images.group_id', '=', groupId)
      .where('branding_images.kind', '=', 'logo')
      .orderBy('branding_assets.width', 'desc')
      .executeTakeFirst();
    return row ? assetUrl(row.file_name) : null;
  };

  const headScripts = async (): Promise<HeadScriptSetting[]> => {
    const rows = await db
      .selectFrom('branding_head_scripts')
      .select(['id', 'page', 'name', 'code', 'content_hash'])
      .where('group_id', '=', groupId)
      .orderBy('sort_order')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      page: row.page,
      name: row.name,
      code: row.code,
      src: headScriptSrc(row.content_hash),
    }));
  };

  const insertImage = async (
    transaction: Db,
    image: ProcessedImage,
    place: { kind: 'logo' | 'hero'; page: string | null; minWidth: number | null; alt: string },
    nowIso: string,
  ): Promise<number> => {
    const original: ImageOriginal = image.original;
    const { id } = await transaction
      .insertInto('branding_images')
      .values({
        group_id: groupId,
        kind: place.kind,
        page: place.page,
        min_width: place.minWidth,
        alt: place.alt,
        original_content_type: original.contentType,
        original_width: original.width,
        original_height: original.height,
        original_bytes: original.bytes,
        created_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const copy of image.copies) {
      await transaction
        .insertInto('branding_assets')
        .values({
          file_name: assetFileName(id, copy),
          image_id: id,
          content_type: copy.contentType,
          width: copy.width,
          height: copy.height,
          bytes: copy.content.length,
          content: copy.content,
        })
        .execute();
    }
    return id;
  };

  const readLive = async (): Promise<LiveBranding> => {
    const [allThemes, site, logo, heroes, scripts] = await Promise.all([
      themes(),
      settings(),
      logoUrl(),
      heroImages(),
      headScripts(),
    ]);
    const published = Object.fromEntries(
      allThemes.map((theme) => [theme.product, theme.published ?? null]),
    );
    return {
      ...site,
      theme: liveThemeOf(published),
      logoUrl: logo,
      heroImages: heroes,
      headScripts: scripts,
    };
  };

  return {
    themes,
    theme,
    settings,
    heroImages,
    logoUrl,
    headScripts,

    /** The published branding pages show, from memory after the first read since the last write. */
    live: (): Promise<LiveBranding> => {
      if (live) return live;
      const reading = readLive();
      live = reading;
      // A failed read is not kept: the next page tries again.
      reading.catch(() => {
        if (live === reading) live = null;
      });
      return reading;
    },

    saveThemeDraft: async (
      product: ThemeProduct,
      values: ThemeValues,
      nowIso: string,
    ): Promise<void> => {
      const draft = JSON.stringify(values);
      await db
        .insertInto('branding_themes')
        .values({ group_id: groupId, product, draft_json: draft, draft_saved_at: nowIso })
        .onConflict((conflict) =>
          conflict
            .columns(['group_id', 'product'])
            .doUpdateSet({ draft_json: draft, draft_saved_at: nowIso }),
        )
        .execute();
      await changed();
    },

    publishTheme: async (
      product: ThemeProduct,
      values: ThemeValues,
      nowIso: string,
    ): Promise<void> => {
      const published = JSON.stringify(values);
      await db
        .insertInto('branding_themes')
        .values({
          group_id: groupId,
          product,
          draft_json: published,
          published_json: published,
          published_at: nowIso,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['group_id', 'product'])
            .doUpdateSet({ published_json: published, published_at: nowIso }),
        )
        .execute();
      await changed();
    },

    updateBanners: (
      implementationBanner: ImplementationBanner,
      banners: readonly PageBanner[],
      nowIso: string,
    ) =>
      updateSettings(
        {
          implementation_banner_json: JSON.stringify(implementationBanner),
          banners_json: JSON.stringify(banners),
        },
        nowIso,
      ),

    updateFooter: (footer: FooterSettings, nowIso: string) =>
      updateSettings(
        { footer_html: footer.html, hide_provider_logo: footer.hideProviderLogo ? 1 : 0 },
        nowIso,
      ),

    updateNavbar: (links: readonly NavLink[], nowIso: string) =>
      updateSettings({ navbar_links_json: JSON.stringify(links) }, nowIso),

    replaceHeadScripts: async (
      scripts: readonly { page: string; name: string; code: string; hash: string }[],
    ): Promise<void> => {
      await db.transaction().execute(async (transaction) => {
        await transaction
          .deleteFrom('branding_head_scripts')
          .where('group_id', '=', groupId)
          .execute();
        for (const [index, script] of scripts.entries()) {
          await transaction
            .insertInto('branding_head_scripts')
            .values({
              group_id: groupId,
              sort_order: index,
              page: script.page,
              name: script.name,
              code: script.code,
              content_hash: script.hash,
            })
            .execute();
        }
      });
      await changed();
    },

    /** A head script's name and code by the hash of its served file. */
    scriptByHash: async (hash: string): Promise<{ code: string } | undefined> =>
      db
        .selectFrom('branding_head_scripts')
        .select('code')
        .where('group_id', '=', groupId)
        .where('content_hash', '=', hash)
        .executeTakeFirst(),

    replaceLogo: async (image: ProcessedImage, nowIso: string): Promise<void> => {
      await db.transaction().execute(async (transaction) => {
        await transaction
          .deleteFrom('branding_images')
          .where('group_id', '=', groupId)
          .where('kind', '=', 'logo')
          .execute();
        await insertImage(
          transaction,
          image,
          { kind: 'logo', page: null, minWidth: null, alt: '' },
          nowIso,
        );
      });
      await changed();
    },

    removeLogo: async (): Promise<void> => {
      await db
        .deleteFrom('branding_images')
        .where('group_id', '=', groupId)
        .where('kind', '=', 'logo')
        .execute();
      await changed();
    },

    /**
     * Adds a hero image, replacing the one for the same page and smallest width; false, and
     * nothing changes, when it would be one more than `maxImages`. The site's hero images are
     * held meanwhile, so uploads at once neither pass the limit nor both add the same place.
     */
    addHeroImage: async (
      image: ProcessedImage,
      place: { page: string; minWidth: number; alt: string },
      nowIso: string,
      maxImages: number,
    ): Promise<boolean> => {
      const added = await db.transaction().execute(async (transaction) => {
        await lockNamed(transaction, HERO_IMAGES_LOCK_SPACE, groupId);
        const images = await transaction
          .selectFrom('branding_images')
          .select(['page', 'min_width'])
          .where('group_id', '=', groupId)
          .where('kind', '=', 'hero')
          .execute();
        const replaces = images.some(
          (row) => row.page === place.page && row.min_width === place.minWidth,
        );
        if (!replaces && images.length >= maxImages) return false;
        await transaction
          .deleteFrom('branding_images')
          .where('group_id', '=', groupId)
          .where('kind', '=', 'hero')
          .where('page', '=', place.page)
          .where('min_width', '=', place.minWidth)
          .execute();
        await insertImage(transaction, image, { kind: 'hero', ...place }, nowIso);
        return true;
      });
      if (added) await changed();
      return added;
    },

    /** Whether a hero image with that id existed (and is now gone). */
    removeHeroImage: async (id: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('branding_images')
        .where('group_id', '=', groupId)
        .where('kind', '=', 'hero')
        .where('id', '=', id)
        .executeTakeFirst();
      await changed();
      return result.numDeletedRows > 0n;
    },

    assetByFileName: async (fileName: string): Promise<StoredAsset | undefined> => {
      const row = await db
        .selectFrom('branding_assets')
        .innerJoin('branding_images', 'branding_images.id', 'branding_assets.image_id')
        .select(['branding_assets.content_type', 'branding_assets.content'])
        .where('branding_images.group_id', '=', groupId)
        .where('branding_assets.file_name', '=', fileName)
        .executeTakeFirst();
      return row ? { contentType: row.content_type, content: row.content } : undefined;
    },
  };
};

export type BrandingRepository = ReturnType<typeof createBrandingRepository>;
