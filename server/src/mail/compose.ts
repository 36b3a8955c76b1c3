import { escapeHtml } from '../lib/html';

/** One part of a mail's body, in the order it is read. */
export type MailBlock =
  /** Plain text; an address in it becomes a link in the HTML part. */
  | { kind: 'paragraph'; text: string }
  /** The mail's main action: a button in the HTML part, the label and the address in the text. */
  | { kind: 'action'; label: string; url: string }
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

const textOf = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'action':
      return `${block.label}: ${block.url}`;
    case 'jobs':
      return block.jobs.map((job) => `- ${job.title}\n  ${job.detail}\n  ${job.url}`).join('\n\n');
  }
};

const htmlOf = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'action':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
    case 'jobs':
      return `<ul>${block.jobs
        .map(
          (job) =>
            `<li><a href="${escapeHtml(job.url)}">${escapeHtml(job.title)}</a><br>${escapeHtml(job.detail)}</li>`,
        )
        .join('')}</ul>`;
  }
};

/** A mail's subject, plain-text part and HTML part, from what it says. */
export const composeMail = async (content: MailContent): Promise<ComposedMail> => {
  const text = [...content.blocks.map(textOf), ...content.footer].join('\n\n');
  const html = `<!doctype html><html lang="${escapeHtml(content.locale)}"><body>${content.blocks
    .map(htmlOf)
    .join(
      '',
    )}${content.footer.map((line) => `<p><small>${escapeHtml(line)}</small></p>`).join('')}</body></html>`;
  return Promise.resolve({ subject: content.subject, text, html });
};
