import { lazy, Suspense } from 'react';
import { useSession } from '../../api/session';

// Hero images and head scripts are configured on few sites: their code loads only where used.
const Hero = lazy(async () => ({ default: (await import('./hero')).Hero }));
const HeadScriptsEffect = lazy(async () => ({
  default: (await import('./head-scripts-effect')).HeadScriptsEffect,
}));

const isForPage = (setting: { page: string }, pageId: string): boolean =>
  setting.page === pageId || setting.page === '*';

/** The page's hero, if it has one; while its code loads, the empty hero box holds the height. */
export const HeroSlot = ({ pageId }: { pageId: string }) => {
  const { heroImages } = useSession().configs.pcsxConfig;
  if (!heroImages.some((image) => isForPage(image, pageId))) return null;
  return (
    <Suspense fallback={<div className="hero" />}>
      <Hero pageId={pageId} />
    </Suspense>
  );
};

/** Adds the employer's scripts for the page, when it has any. */
export const HeadScriptsSlot = ({ pageId }: { pageId: string }) => {
  const { headScripts } = useSession().configs.pcsxConfig;
  if (!headScripts.some((script) => isForPage(script, pageId))) return null;
  return (
    <Suspense fallback={null}>
      <HeadScriptsEffect pageId={pageId} />
    </Suspense>
  );
};
