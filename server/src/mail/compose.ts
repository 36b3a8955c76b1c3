import mjml2html from 'mjml';
import { directionOf } from '../i18n/request-locale';
import { escapeHtml } from '../lib/html';
import { COMPANY_NAME } from '../site';

/** One part of a mail's body, in the order it is read. */
export type MailBlock =
  /** Plain text; an address in it becomes a link in the HTML part. */
  | { kind: 'paragraph'; text: string }
  /**
   * The mail's main action: a button in the HTML part, the label and the address in the text.
   * `caption`, a sentence that carries the address, is read under the button and replaces
   * `label: url` in the text part.
   */
  | { kind: 'action'; label: string; url: string; caption?: string }
  /** A list of jobs, each a title that links to it and a line under it (its place). */
  | { kind: 'jobs'; jobs: readonly { title: string; detail: string; url: string }[] };

/** What a mail says, already in its reader's language. */
export interface MailContent {
  /** The reader's language (a UI locale): sets the HTML part's `lang` and direction. */
  locale: string;
  subject: string;
  blocks: readonly MailBlock[];
  /** Small print under the body: why the reader gets the mail, how to stop it. */
  footer: readonly string[];
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const actionText = (block: Extract<MailBlock, { kind: 'action' }>): string => {
  if (block.caption === undefined) return `${block.label}: ${block.url}`;
  return block.caption.includes(block.url) ? block.caption : `${block.caption}\n${block.url}`;
};

const textOf = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'action':
      return actionText(block);
    case 'jobs':
      return block.jobs.map((job) => `- ${job.title}\n  ${job.detail}\n  ${job.url}`).join('\n\n');
  }
};

const TEXT_COLOR = '#1b1f24';
const MUTED_COLOR = '#5f6670';
const LINK_COLOR = '#0b57d0';

const linkHtml = (url: string, label: string, attributes: string, style = ''): string =>
  `<a href="${escapeHtml(url)}"${attributes} style="color:${LINK_COLOR};${style}">${escapeHtml(label)}</a>`;

/** An address as a link to itself; `dir="ltr"` keeps it readable inside right-to-left text. */
const addressHtml = (url: string): string => linkHtml(url, url, ' dir="ltr"');

/** An http(s) address; punctuation closing the sentence after it is not part of it. */
const ADDRESS = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'»」。、]/g;

/** Text as HTML, every http(s) address in it a link. */
const linkedHtml = (text: string): string => {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    html += escapeHtml(text.slice(from, match.index)) + addressHtml(match[0]);
    from = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(from));
};

/** The places a compiled layout is filled in; a slot's name is also its marker in the layout. */
const SLOTS = ['lang', 'subject', 'blocks', 'footer', 'text', 'url', 'label', 'address'] as const;
type Slot = (typeof SLOTS)[number];
const isSlot = (name: string): name is Slot => (SLOTS as readonly string[]).includes(name);

const marker = (slot: Slot): string => `%%${slot}%%`;

/** A compiled piece of HTML cut at its slots, so filling it is one pass that text cannot alter. */
interface Filler {
  pieces: readonly string[];
  slots: readonly Slot[];
}

const fillerOf = (html: string): Filler => {
  const parts = html.split(/%%(\w+)%%/);
  const slots = parts.filter((_, index) => index % 2 === 1);
  const unknown = slots.filter((name) => !isSlot(name));
  if (unknown.length > 0) throw new Error(`The mail layout has unknown slots ${unknown.join(' ')}`);
  return { pieces: parts.filter((_, index) => index % 2 === 0), slots: slots.filter(isSlot) };
};

const fill = (filler: Filler, values: Partial<Record<Slot, string>>): string =>
  filler.slots.reduce(
    (html, slot, index) => html + (values[slot] ?? '') + (filler.pieces[index + 1] ?? ''),
    filler.pieces[0] ?? '',
  );

/** Each block kind's rows, compiled inside the layout and cut out of it at these comments. */
const BLOCK_KINDS = ['paragraph', 'action', 'jobs'] as const;
type BlockKind = (typeof BLOCK_KINDS)[number];
const CUT = (name: string): string => `<!--mail:${name}-->`;

const mjmlSource = (direction: 'ltr' | 'rtl'): string => {
  const start = direction === 'rtl' ? 'right' : 'left';
  const cut = (name: string) => `<mj-raw>${CUT(name)}</mj-raw>`;
  return `<mjml lang="${marker('lang')}" dir="${direction}">
  <mj-head>
    <mj-title>${marker('subject')}</mj-title>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-section direction="${direction}" />
      <mj-column direction="${direction}" />
      <mj-text align="${start}" color="${TEXT_COLOR}" font-size="16px" line-height="24px" padding="8px 24px" />
      <mj-button align="${start}" background-color="${LINK_COLOR}" color="#ffffff" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 24px" padding="16px 24px 4px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700" line-height="28px">${escapeHtml(COMPANY_NAME)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 0">
      <mj-column>
        ${cut('blocks')}
        ${cut('paragraph')}
        <mj-text>${marker('text')}</mj-text>
        ${cut('action')}
        <mj-button href="${marker('url')}">${marker('label')}</mj-button>
        <mj-text font-size="14px" line-height="20px" color="${MUTED_COLOR}">${marker('address')}</mj-text>
        ${cut('jobs')}
        <mj-text>${marker('text')}</mj-text>
        ${cut('end')}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0 24px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="${MUTED_COLOR}">${marker('footer')}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
};

interface Layout {
  page: Filler;
  blocks: Record<BlockKind, Filler>;
}

const between = (html: string, from: string, to: string): string =>
  html.slice(html.indexOf(CUT(from)) + CUT(from).length, html.indexOf(CUT(to)));

/**
 * mjml turns the layout into the table-based, inline-styled HTML that Outlook, Gmail and Apple
 * Mail render alike; it needs no JSX, which the server does not compile. The layout is compiled
 * once per text direction (strict validation: a mistake in it fails the first mail, and the
 * tests) and each mail only fills in escaped fragments, so sending costs no compile.
 */
const compileLayout = async (direction: 'ltr' | 'rtl'): Promise<Layout> => {
  const { html } = await mjml2html(mjmlSource(direction), {
    validationLevel: 'strict',
    fonts: {},
    keepComments: true,
  });
  const cuts = ['blocks', ...BLOCK_KINDS, 'end'].map(CUT);
  const missing = cuts.filter((cut) => !html.includes(cut));
  if (missing.length > 0) throw new Error(`The mail layout lost its markers ${missing.join(' ')}`);
  const page =
    html.slice(0, html.indexOf(CUT('blocks'))) +
    marker('blocks') +
    html.slice(html.indexOf(CUT('end')) + CUT('end').length);
  return {
    page: fillerOf(page),
    blocks: {
      paragraph: fillerOf(between(html, 'paragraph', 'action')),
      action: fillerOf(between(html, 'action', 'jobs')),
      jobs: fillerOf(between(html, 'jobs', 'end')),
    },
  };
};

const layouts = new Map<'ltr' | 'rtl', Promise<Layout>>();

const layoutFor = (direction: 'ltr' | 'rtl'): Promise<Layout> => {
  let layout = layouts.get(direction);
  if (!layout) {
    layout = compileLayout(direction);
    // A failed compile is not kept, so the next mail tries again and reports it again.
    void layout.catch(() => layouts.delete(direction));
    layouts.set(direction, layout);
  }
  return layout;
};

const jobsHtml = (jobs: Extract<MailBlock, { kind: 'jobs' }>['jobs']): string =>
  `<ul style="margin:0;padding:0;list-style:none;">${jobs
    .map(
      (job) =>
        `<li style="margin:0 0 16px;">${linkHtml(job.url, job.title, '', 'font-weight:600;')}<br><span style="color:${MUTED_COLOR};font-size:14px;">${escapeHtml(job.detail)}</span></li>`,
    )
    .join('')}</ul>`;

const blockHtml = (layout: Layout, block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return fill(layout.blocks.paragraph, { text: linkedHtml(block.text) });
    case 'action':
      return fill(layout.blocks.action, {
        url: escapeHtml(block.url),
        label: escapeHtml(block.label),
        address:
          block.caption === undefined ? linkedHtml(block.url) : linkedHtml(actionText(block)),
      });
    case 'jobs':
      return fill(layout.blocks.jobs, { text: jobsHtml(block.jobs) });
  }
};

/** A mail's subject, plain-text part and HTML part, from what it says. */
export const composeMail = async (content: MailContent): Promise<ComposedMail> => {
  const text = [...content.blocks.map(textOf), ...content.footer].join('\n\n');
  const layout = await layoutFor(directionOf(content.locale));
  const html = fill(layout.page, {
    lang: escapeHtml(content.locale),
    subject: escapeHtml(content.subject),
    blocks: content.blocks.map((block) => blockHtml(layout, block)).join(''),
    footer: content.footer
      .map((line) => `<p style="margin:0 0 8px;">${linkedHtml(line)}</p>`)
      .join(''),
  });
  return { subject: content.subject, text, html };
};
