import { escapeHtml } from '../lib/html';

interface DevPage {
  title: string;
  /** The warning under the heading: what the page is and why it is only on development servers. */
  warningHtml: string;
  bodyHtml: string;
  maxWidth: string;
  /** Rules of this page beyond the shared ones. */
  style: string;
  /** Extra elements of the head (meta data, the page's script). */
  headHtml?: string;
  /** The nonce the answer's CSP allows for the page's style element. */
  styleNonce: string;
}

/** A development-only page (`PCSX_DEV_TOOLS=1`): plain, readable HTML, kept out of search. */
export const renderDevPage = ({
  title,
  warningHtml,
  bodyHtml,
  maxWidth,
  style,
  headHtml = '',
  styleNonce,
}: DevPage): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${headHtml}<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(styleNonce)}">
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: ${maxWidth}; padding: 1rem; color: #1a1a1a; }
.warning { background: #fff4ce; border: 1px solid #8a6d00; padding: 0.75rem; }
${style}
</style>
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p class="warning">${warningHtml}</p>
${bodyHtml}
</main></body></html>`;
