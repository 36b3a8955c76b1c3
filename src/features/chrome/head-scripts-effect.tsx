import type { HeadScript } from '@generated/api/models';
import { useEffect } from 'react';
import { useSession } from '../../api/session';

/**
 * Adds the employer's scripts for this page (or for every page) to the head, each once: a script
 * already there, whether the server linked it in the first HTML or an earlier page added it, is
 * not added again. A script inserted by script runs as soon as it loads (async), not in order.
 */
export const addHeadScripts = (scripts: readonly HeadScript[], pageId: string, doc: Document) => {
  const present = new Set(
    Array.from(doc.head.querySelectorAll<HTMLScriptElement>('script[src]'), (each) => each.src),
  );
  for (const { page, src } of scripts) {
    if (page !== pageId && page !== '*') continue;
    const url = new URL(src, doc.baseURI).href;
    if (present.has(url)) continue;
    const script = doc.createElement('script');
    script.src = url;
    doc.head.append(script);
    present.add(url);
  }
};

export const HeadScriptsEffect = ({ pageId }: { pageId: string }) => {
  const { headScripts } = useSession().configs.pcsxConfig;
  useEffect(() => {
    addHeadScripts(headScripts, pageId, document);
  }, [headScripts, pageId]);
  return null;
};
