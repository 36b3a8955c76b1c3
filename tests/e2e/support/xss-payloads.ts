/**
 * Cross-site scripting payloads in the OWASP filter-evasion style: script tags, event handlers,
 * `javascript:` URLs, SVG and MathML, attribute and tag breaking, template syntax, and encoded
 * variants. Each one, if it ever ran, would call `window.__xss(<its number>)`, which the page's
 * probe records. `#` stands for the payload's number.
 */
const TEMPLATES = [
  '<script>__xss(#)</script>',
  '<SCRIPT SRC=data:text/javascript,__xss(#)></SCRIPT>',
  '<img src=x onerror=__xss(#)>',
  '<img src="x" onerror="__xss(#)">',
  '<IMG SRC=x oNeRrOr=__xss(#)>',
  '<img src=x:y onerror=&#95;&#95;xss(#)>',
  '<svg onload=__xss(#)>',
  '<svg><script>__xss(#)</script></svg>',
  '<svg><a xlink:href="javascript:__xss(#)"><text y="20">x</text></a></svg>',
  '<svg><animate onbegin=__xss(#) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(#)>',
  '<math href="javascript:__xss(#)">x</math>',
  '<body onload=__xss(#)>',
  '<iframe srcdoc="<script>parent.__xss(#)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss(#)"></iframe>',
  '<a href="javascript:__xss(#)">x</a>',
  '<a href="jav&#x09;ascript:__xss(#)">x</a>',
  '<a href=" &#14; javascript:__xss(#)">x</a>',
  '<a href="data:text/html,<script>__xss(#)</script>">x</a>',
  '<details open ontoggle=__xss(#)>',
  '<input autofocus onfocus=__xss(#)>',
  '<video><source onerror=__xss(#)></video>',
  '<object data="javascript:__xss(#)"></object>',
  '<embed src="javascript:__xss(#)">',
  '<form><button formaction="javascript:__xss(#)">x</button></form>',
  '<div style="background:url(javascript:__xss(#))">x</div>',
  '<style>@import "javascript:__xss(#)";</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(#)">',
  '"><img src=x onerror=__xss(#)>',
  "'><svg onload=__xss(#)>",
  '</script><script>__xss(#)</script>',
  '</textarea><img src=x onerror=__xss(#)>',
  '" autofocus onfocus="__xss(#)',
  "' onmouseover='__xss(#)",
  '${__xss(#)}',
  '{{constructor.constructor("__xss(#)")()}}',
  '<%= __xss(#) %>',
  '&lt;img src=x onerror=__xss(#)&gt;',
  '%3Cimg%20src%3Dx%20onerror%3D__xss(#)%3E',
  '\\u003cimg src=x onerror=__xss(#)\\u003e',
  '<noscript><p title="</noscript><img src=x onerror=__xss(#)>">',
  '<template><img src=x onerror=__xss(#)></template>',
];

export interface XssPayload {
  id: number;
  text: string;
}

export const XSS_PAYLOADS: XssPayload[] = TEMPLATES.map((template, index) => ({
  id: index + 1,
  text: template.replaceAll('#', String(index + 1)),
}));

/** Payloads no longer than `max` characters, for fields with a small limit. */
export const payloadsUpTo = (max: number): XssPayload[] =>
  XSS_PAYLOADS.filter((payload) => payload.text.length <= max);

/** Every payload, joined into one text for a long field (one save carries the whole corpus). */
export const allPayloadsText = (separator = '\n'): string =>
  XSS_PAYLOADS.map((payload) => payload.text).join(separator);

/**
 * The page-side probe, run before any page script: `__xss` records a run, dialogs are recorded,
 * and every element added to the document is checked for a live handler or `javascript:` URL
 * that carries a payload, so a payload that lands in the DOM armed is caught even if it never
 * fired.
 */
export const installXssProbe = (): void => {
  const executed: number[] = [];
  const armed: string[] = [];
  const record = (id: unknown) => executed.push(Number(id));
  Object.assign(window, { __xss: record, __xssExecuted: executed, __xssArmed: armed });
  for (const name of ['alert', 'confirm', 'prompt'] as const)
    Object.assign(window, { [name]: (value: unknown) => record(value ?? -1) });
  const inspect = (element: Element) => {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a `javascript:` scheme.
      let value = '';
      for (let index = 0; index < attribute.value.length; index += 1)
        if (attribute.value.charCodeAt(index) > 32) value += attribute.value.charAt(index);
      value = value.toLowerCase();
      if (!value.includes('__xss') && !value.includes('&#95;&#95;xss')) continue;
      if (name.startsWith('on') || value.startsWith('javascript:') || name === 'srcdoc')
        armed.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value}">`);
    }
    // Data blocks (boot data, JSON-LD) carry the text escaped and are never run.
    const isDataBlock =
      element instanceof HTMLScriptElement && /json/i.test(element.type || 'text/javascript');
    const text = element.textContent;
    if (element.tagName === 'SCRIPT' && !isDataBlock && text.includes('__xss'))
      armed.push(`<script>${text}</script>`);
  };
  // The page's policy refuses inline script: a payload that reached the DOM armed may be stopped
  // only by it, which is recorded too.
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.violatedDirective.startsWith('script-src'))
      armed.push(`blocked by ${event.violatedDirective}: ${event.sample || event.blockedURI}`);
  });
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes' && mutation.target instanceof Element)
        inspect(mutation.target);
      for (const node of Array.from(mutation.addedNodes)) {
        if (!(node instanceof Element)) continue;
        inspect(node);
        node.querySelectorAll('*').forEach(inspect);
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
};
