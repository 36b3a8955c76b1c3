import {
  BRANDING_LIMITS,
  imageFileProblem,
  isNavbarUrl,
  validateBanners,
  validateFooter,
  validateHeadScripts,
  validateHeroImage,
  validateNavbarLinks,
} from './branding-limits';

const names = (problems: { name: string }[]) => problems.map((problem) => problem.name);

describe('banner checks', () => {
  const implementationBanner = { displayBanner: false, displayText: '' };

  test('a shown implementation banner needs text, of at most 500 characters', () => {
    expect(
      names(
        validateBanners({
          implementationBanner: { displayBanner: true, displayText: ' ' },
          banners: [],
        }),
      ),
    ).toEqual(['implementationBanner.displayText']);
    expect(
      validateBanners({
        implementationBanner: { displayBanner: false, displayText: 'x'.repeat(501) },
        banners: [],
      }),
    ).toEqual([
      {
        name: 'implementationBanner.displayText',
        id: 'brandingAdmin.validation.tooLong',
        values: { max: 500 },
      },
    ]);
  });

  test('each page banner needs HTML of at most 5,000 characters, named by its index', () => {
    const problems = validateBanners({
      implementationBanner,
      banners: [
        { page: 'jobs', html: '<p>Fine</p>' },
        { page: 'jobs', html: '   ' },
        { page: '*', html: 'x'.repeat(BRANDING_LIMITS.bannerHtmlLength + 1) },
      ],
    });
    expect(problems).toEqual([
      { name: 'banners.1.html', id: 'brandingAdmin.validation.required' },
      { name: 'banners.2.html', id: 'brandingAdmin.validation.tooLong', values: { max: 5000 } },
    ]);
  });

  test('at most 20 banners', () => {
    const banners = Array.from({ length: 21 }, () => ({ page: 'jobs', html: 'Hi' }));
    expect(names(validateBanners({ implementationBanner, banners }))).toEqual(['banners']);
  });
});

test('the footer takes up to 20,000 characters', () => {
  expect(validateFooter('x'.repeat(20000))).toEqual([]);
  expect(names(validateFooter('x'.repeat(20001)))).toEqual(['html']);
});

describe('navbar links', () => {
  test.each([
    ['/careers/search', true],
    ['https://www.northwindlabs.com/about', true],
    ['http://example.com', true],
    ['//evil.example.com', false],
    ['/\\evil.example.com', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['about us', false],
    ['/with space', false],
  ])('%s is a link target: %s', (url, expected) => {
    expect(isNavbarUrl(url)).toBe(expected);
  });

  test('labels of 1 to 40 characters, a valid address each, at most 8 links', () => {
    const problems = validateNavbarLinks([
      { label: 'About us', url: '/careers/search' },
      { label: '', url: 'javascript:alert(1)' },
      { label: 'x'.repeat(41), url: '' },
    ]);
    expect(problems).toEqual([
      { name: 'links.1.label', id: 'brandingAdmin.validation.required' },
      { name: 'links.1.url', id: 'brandingAdmin.validation.url' },
      { name: 'links.2.label', id: 'brandingAdmin.validation.tooLong', values: { max: 40 } },
      { name: 'links.2.url', id: 'brandingAdmin.validation.required' },
    ]);
    const nine = Array.from({ length: 9 }, () => ({ label: 'A', url: '/careers' }));
    expect(names(validateNavbarLinks(nine))).toEqual(['links']);
  });
});

test('head scripts need a name of at most 80 characters and code of at most 50,000', () => {
  expect(
    validateHeadScripts([
      { name: 'Analytics', code: 'window.x = 1;' },
      { name: '', code: '' },
      { name: 'n'.repeat(81), code: 'c'.repeat(50001) },
    ]),
  ).toEqual([
    { name: 'scripts.1.name', id: 'brandingAdmin.validation.required' },
    { name: 'scripts.1.code', id: 'brandingAdmin.validation.required' },
    { name: 'scripts.2.name', id: 'brandingAdmin.validation.tooLong', values: { max: 80 } },
    { name: 'scripts.2.code', id: 'brandingAdmin.validation.tooLong', values: { max: 50000 } },
  ]);
});

describe('images', () => {
  test('PNG, JPEG and WebP only, within the size limit', () => {
    const max = BRANDING_LIMITS.logoBytes;
    expect(imageFileProblem('image', { type: 'image/png', size: max }, max)).toBeNull();
    expect(imageFileProblem('image', { type: 'image/webp', size: 10 }, max)).toBeNull();
    expect(imageFileProblem('image', { type: 'image/svg+xml', size: 10 }, max)?.id).toBe(
      'brandingAdmin.image.wrongType',
    );
    expect(imageFileProblem('image', { type: 'image/jpeg', size: max + 1 }, max)).toEqual({
      name: 'image',
      id: 'brandingAdmin.image.tooLarge',
      values: { max: 512 },
    });
    expect(imageFileProblem('image', null, max)?.id).toBe('brandingAdmin.validation.required');
  });

  const file = { type: 'image/png', size: 1000 };

  test('a hero image needs a text alternative unless it is decorative', () => {
    expect(
      names(validateHeroImage({ file, minWidth: 0, alt: ' ', isDecorative: false }, 0)),
    ).toEqual(['alt']);
    expect(validateHeroImage({ file, minWidth: 0, alt: '', isDecorative: true }, 0)).toEqual([]);
    expect(
      names(validateHeroImage({ file, minWidth: 0, alt: 'a'.repeat(201), isDecorative: false }, 0)),
    ).toEqual(['alt']);
  });

  test('its screen width is a whole number from 0 to 4000, and at most 30 images are kept', () => {
    const draft = { file, alt: '', isDecorative: true };
    expect(validateHeroImage({ ...draft, minWidth: 4000 }, 0)).toEqual([]);
    expect(names(validateHeroImage({ ...draft, minWidth: 4001 }, 0))).toEqual(['minWidth']);
    expect(names(validateHeroImage({ ...draft, minWidth: 12.5 }, 0))).toEqual(['minWidth']);
    expect(names(validateHeroImage({ ...draft, minWidth: Number.NaN }, 0))).toEqual(['minWidth']);
    expect(names(validateHeroImage({ ...draft, minWidth: 0 }, 30))).toEqual(['image']);
  });
});
