import type { HeroImage } from '@generated/api/models';
import { bootWith, renderWithBoot } from './chrome-test-utils';
import { Hero, heroAltOf, heroImagesFor } from './hero';

const image = (id: number, page: string, minWidth: number, alt = ''): HeroImage => ({
  id,
  page,
  minWidth,
  url: `/careers/branding/assets/hero-${id}-1920.webp`,
  width: 1920,
  height: 640,
  alt,
  srcset: [
    { url: `/careers/branding/assets/hero-${id}-480.webp`, width: 480 },
    { url: `/careers/branding/assets/hero-${id}-1920.webp`, width: 1920 },
  ],
});

describe('hero images', () => {
  test("a page's own images win over those for every page, widest screen first", () => {
    const images = [
      image(1, '*', 0),
      image(2, 'jobs', 0),
      image(3, 'jobs', 1024),
      image(4, '*', 600),
    ];
    expect(heroImagesFor(images, 'jobs').map((each) => each.id)).toEqual([3, 2]);
    expect(heroImagesFor(images, 'profile').map((each) => each.id)).toEqual([4, 1]);
    expect(heroImagesFor([image(5, 'dashboard', 0)], 'jobs')).toEqual([]);
  });

  test("a page's hero has one text alternative: the first given, widest image first", () => {
    const images = [image(3, 'jobs', 1200), image(1, 'jobs', 600, 'Our team'), image(2, 'jobs', 0)];
    expect(heroAltOf(images)).toBe('Our team');
    expect(heroAltOf([image(4, 'jobs', 1200, 'Our office'), ...images])).toBe('Our office');
    expect(heroAltOf([image(5, 'jobs', 0, '  ')])).toBe('');
    expect(heroAltOf([])).toBe('');
  });

  test('one picture: a source per wider image from the widest down, the narrowest as the img', () => {
    const { container } = renderWithBoot(
      <Hero pageId="jobs" />,
      bootWith({
        companyName: 'Northwind Labs',
        heroImages: [
          image(1, 'jobs', 600, 'Our team'),
          image(2, 'jobs', 0),
          image(3, 'jobs', 1200),
        ],
      }),
    );
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(1);
    const sources = Array.from(container.querySelectorAll('picture > source'));
    expect(sources.map((source) => source.getAttribute('media'))).toEqual([
      '(min-width: 1200px)',
      '(min-width: 600px)',
    ]);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/careers/branding/assets/hero-3-480.webp 480w, /careers/branding/assets/hero-3-1920.webp 1920w',
    );
    expect(sources[0]).toHaveAttribute('sizes', '100vw');
    expect(sources[0]).toHaveAttribute('width', '1920');
    expect(sources[0]).toHaveAttribute('height', '640');
    const img = container.querySelector('picture > img');
    expect(img).toBe(container.querySelector('picture')?.lastElementChild);
    expect(img).toHaveAttribute('src', '/careers/branding/assets/hero-2-1920.webp');
    // The narrowest image has no alt of its own: the hero's text alternative is the page's.
    expect(img).toHaveAttribute('alt', 'Our team');
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '640');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(container.querySelector('.hero__text')).toHaveTextContent(
      'Find your place at Northwind Labs',
    );
  });

  test('a decorative image has an empty text alternative', () => {
    const { container } = renderWithBoot(
      <Hero pageId="jobs" />,
      bootWith({ heroImages: [image(1, '*', 0)] }),
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelectorAll('source')).toHaveLength(0);
  });

  test('nothing shows on a page without a hero image', () => {
    const { container } = renderWithBoot(
      <Hero pageId="profile" />,
      bootWith({ heroImages: [image(1, 'jobs', 0)] }),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
