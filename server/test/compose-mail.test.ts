import { describe, expect, it } from 'vitest';
import { composeMail, type MailContent } from '../src/mail/compose';

const ACTION_URL = 'https://careers.example.com/careers/offer/7?hl=fr&src=mail';

const content = (locale: string): MailContent => ({
  locale,
  subject: 'Your offer for <Engineer> & more',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Hello <script>alert("x")</script>, see https://careers.example.com/a.',
    },
    { kind: 'action', label: 'View job offer', url: ACTION_URL },
    {
      kind: 'jobs',
      jobs: [
        {
          title: 'Data <Engineer>',
          detail: 'Lyon, France',
          url: 'https://careers.example.com/careers/job/1',
        },
        { title: 'Designer', detail: 'Remote', url: 'https://careers.example.com/careers/job/2' },
      ],
    },
  ],
  footer: ['Change it at https://careers.example.com/careers/settings'],
});

describe('a composed mail', () => {
  it('has an HTML part in the reader’s language with every text escaped', async () => {
    const { subject, html } = await composeMail(content('en'));
    expect(subject).toBe('Your offer for <Engineer> & more');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr"/);
    expect(html).toContain('<title>Your offer for &lt;Engineer&gt; &amp; more</title>');
    expect(html).toContain('Northwind Labs');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;, see ');
    // An address in a paragraph becomes a link; the full stop after it stays text.
    expect(html).toContain(
      '<a href="https://careers.example.com/a" dir="ltr" style="color:#0b57d0;">https://careers.example.com/a</a>.',
    );
    expect(html).not.toMatch(/%%\w+%%|<!--mail:/);
  });

  it('makes the action a button with its address also readable under it', async () => {
    const { html } = await composeMail(content('en'));
    expect(html).toMatch(
      /<a\s+href="https:\/\/careers\.example\.com\/careers\/offer\/7\?hl=fr&amp;src=mail"[^>]*>\s*View job offer\s*<\/a>/,
    );
    expect(html).toContain('>https://careers.example.com/careers/offer/7?hl=fr&amp;src=mail</a>');
  });

  it('lists jobs as title links with their place under each', async () => {
    const { html } = await composeMail(content('en'));
    expect(html).toContain(
      '<a href="https://careers.example.com/careers/job/1" style="color:#0b57d0;font-weight:600;">Data &lt;Engineer&gt;</a><br>',
    );
    expect(html).toMatch(/Data &lt;Engineer&gt;<\/a><br><span[^>]*>Lyon, France<\/span>/);
    expect(html.indexOf('Data &lt;Engineer&gt;')).toBeLessThan(html.indexOf('Designer'));
  });

  it('has a readable plain-text part with every address', async () => {
    const { text } = await composeMail(content('en'));
    expect(text).toBe(
      [
        'Hello <script>alert("x")</script>, see https://careers.example.com/a.',
        `View job offer: ${ACTION_URL}`,
        '- Data <Engineer>\n  Lyon, France\n  https://careers.example.com/careers/job/1\n\n- Designer\n  Remote\n  https://careers.example.com/careers/job/2',
        'Change it at https://careers.example.com/careers/settings',
      ].join('\n\n'),
    );
  });

  it('reads a caption that carries the address in place of the label in the text part', async () => {
    const link = 'https://careers.example.com/careers/reset-password#token=abc';
    const { text, html } = await composeMail({
      locale: 'en',
      subject: 'Reset',
      blocks: [
        {
          kind: 'action',
          label: 'Set a new password',
          url: link,
          caption: `Set a new password here (the link works once): ${link}`,
        },
      ],
      footer: [],
    });
    expect(text).toBe(`Set a new password here (the link works once): ${link}`);
    expect(html).toContain(`Set a new password here (the link works once): <a href="${link}"`);
  });

  it('is laid out right to left for Arabic and Hebrew', async () => {
    for (const locale of ['ar', 'he']) {
      const { html } = await composeMail(content(locale));
      expect(html).toMatch(new RegExp(`<html lang="${locale}" dir="rtl"`));
      expect(html).toContain('direction:rtl');
      expect(html).not.toContain('direction:ltr');
      expect(html).toContain('text-align:right');
    }
    const { html } = await composeMail(content('fr'));
    expect(html).toMatch(/<html lang="fr" dir="ltr"/);
  });

  it('keeps text that looks like the layout’s own markers as text', async () => {
    const { html } = await composeMail({
      locale: 'en',
      subject: '%%blocks%%',
      blocks: [{ kind: 'paragraph', text: '%%footer%% <!--mail:end-->' }],
      footer: ['%%lang%%'],
    });
    expect(html).toContain('<title>%%blocks%%</title>');
    expect(html).toContain('%%footer%% &lt;!--mail:end--&gt;');
    expect(html).toContain('%%lang%%</p>');
    expect(html).toMatch(/<html lang="en"/);
  });
});
