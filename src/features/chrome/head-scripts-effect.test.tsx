import type { HeadScript } from '@generated/api/models';
import { addHeadScripts, HeadScriptsEffect } from './head-scripts-effect';
import { bootWith, renderWithBoot } from './chrome-test-utils';

const SCRIPTS: HeadScript[] = [
  { page: 'jobs', src: '/careers/branding/scripts/jobs.js' },
  { page: '*', src: '/careers/branding/scripts/every-page.js' },
  { page: 'profile', src: '/careers/branding/scripts/profile.js' },
];

const headScriptPaths = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => ({
    path: new URL(script.src).pathname,
  }));

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('head scripts', () => {
  test("adds the page's scripts and those for every page", () => {
    addHeadScripts(SCRIPTS, 'jobs', document);
    expect(headScriptPaths()).toEqual([
      { path: '/careers/branding/scripts/jobs.js' },
      { path: '/careers/branding/scripts/every-page.js' },
    ]);
  });

  test('a script already in the head, such as one the server linked, is not added again', () => {
    const linked = document.createElement('script');
    linked.src = '/careers/branding/scripts/every-page.js';
    document.head.append(linked);
    addHeadScripts(SCRIPTS, 'profile', document);
    addHeadScripts(SCRIPTS, 'profile', document);
    expect(headScriptPaths().map((script) => script.path)).toEqual([
      '/careers/branding/scripts/every-page.js',
      '/careers/branding/scripts/profile.js',
    ]);
  });

  test('going to another page and back adds each script once', () => {
    const boot = bootWith({ headScripts: SCRIPTS });
    const { rerender } = renderWithBoot(<HeadScriptsEffect pageId="jobs" />, boot);
    rerender(<HeadScriptsEffect pageId="profile" />);
    rerender(<HeadScriptsEffect pageId="jobs" />);
    expect(headScriptPaths().map((script) => script.path)).toEqual([
      '/careers/branding/scripts/jobs.js',
      '/careers/branding/scripts/every-page.js',
      '/careers/branding/scripts/profile.js',
    ]);
  });
});
