import type { HeroImage } from '@generated/api/models';
import { useSession } from '../../api/session';
import { useMessages } from '../../i18n/use-messages';

/** A page's own hero images when it has any, else those for every page (`*`), widest first. */
export const heroImagesFor = (images: readonly HeroImage[], pageId: string): HeroImage[] => {
  const own = images.filter((image) => image.page === pageId);
  const chosen = own.length > 0 ? own : images.filter((image) => image.page === '*');
  return [...chosen].sort((first, second) => second.minWidth - first.minWidth);
};

const srcsetOf = (image: HeroImage): string =>
  image.srcset.length > 0
    ? image.srcset.map((copy) => `${copy.url} ${copy.width}w`).join(', ')
    : `${image.url} ${image.width}w`;

/**
 * The text alternative of a page's hero. The hero is one picture at several widths, and the
 * `<img>` keeps its alt whichever source is on screen, so the page has one: the first given
 * among its images, widest first; empty (decorative) when none has one.
 */
export const heroAltOf = (images: readonly HeroImage[]): string =>
  images.find((image) => image.alt.trim() !== '')?.alt ?? '';

/**
 * The page's hero: one picture whose sources switch by screen width (the browser takes the first
 * source whose media matches, so the widest comes first) and whose narrowest image is the
 * fallback. Its height comes from the theme and is reserved before the image arrives.
 */
export const Hero = ({ pageId }: { pageId: string }) => {
  const { t } = useMessages();
  const { pcsxConfig } = useSession().configs;
  const images = heroImagesFor(pcsxConfig.heroImages, pageId);
  const fallback = images.at(-1);
  if (!fallback) return null;
  return (
    <div className="hero">
      <picture>
        {images.slice(0, -1).map((image) => (
          <source
            key={image.id}
            media={`(min-width: ${image.minWidth}px)`}
            srcSet={srcsetOf(image)}
            sizes="100vw"
            width={image.width}
            height={image.height}
          />
        ))}
        <img
          className="hero__image"
          src={fallback.url}
          srcSet={srcsetOf(fallback)}
          sizes="100vw"
          width={fallback.width}
          height={fallback.height}
          alt={heroAltOf(images)}
          // React 18 passes this attribute through only in its HTML spelling.
          {...{ fetchpriority: 'high' }}
          decoding="async"
        />
      </picture>
      <p className="hero__text">{t('common.hero.tagline', { company: pcsxConfig.companyName })}</p>
    </div>
  );
};
