import { waitFor } from '@testing-library/react';
import type { HeroImage } from '@generated/api/models';
import { HeadScriptsSlot, HeroSlot } from './branding-slots';
import { bootWith, renderWithBoot } from './chrome-test-utils';

const JOBS_HERO: HeroImage = {
  id: 1,
  page: 'jobs',
  minWidth: 0,
  url: '/careers/branding/assets/hero-1-1920.webp',
  width: 1920,
  height: 640,
  alt: '',
  srcset: [{ url: '/careers/branding/assets/hero-1-1920.webp', width: 1920 }],
};

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('branding slots', () => {
  test('a page with a hero image holds the hero box at once, then shows the picture', async () => {
    const { container } = renderWithBoot(
      <HeroSlot pageId="jobs" />,
      bootWith({ heroImages: [JOBS_HERO] }),
    );
    expect(container.querySelector('.hero')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('.hero picture img')).not.toBeNull());
  });

  test('a page without hero images or scripts gets neither', () => {
    const { container } = renderWithBoot(
      <>
        <HeroSlot pageId="profile" />
        <HeadScriptsSlot pageId="profile" />
      </>,
      bootWith({
        heroImages: [JOBS_HERO],
        headScripts: [{ page: 'jobs', src: '/careers/branding/scripts/jobs.js' }],
      }),
    );
    expect(container).toBeEmptyDOMElement();
    expect(document.head.querySelector('script[src]')).toBeNull();
  });

  test("a page's scripts are added to the head", async () => {
    renderWithBoot(
      <HeadScriptsSlot pageId="jobs" />,
      bootWith({ headScripts: [{ page: '*', src: '/careers/branding/scripts/every-page.js' }] }),
    );
    await waitFor(() =>
      expect(
        document.head.querySelector('script[src$="/careers/branding/scripts/every-page.js"]'),
      ).not.toBeNull(),
    );
  });
});
