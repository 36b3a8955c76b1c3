import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslate, msg, translatorFor, type MessageId } from '../src/i18n/messages';
import { chatReply } from '../src/search/chat-assistant';
import { acceptedLanguages, chooseRequestLocale } from '../src/i18n/request-locale';
import { DEMO_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  Client,
  dataOf,
  DOMAIN,
  errorOf,
  registeredClient,
  signedInClient,
  startServer,
} from './helpers';
import type { TestServer } from './helpers';

const query = { domain: DOMAIN };
/** No job has this id: its details are a 404 with the server's own message. */
const NO_SUCH_POSITION = 99_999_999;
const POSITION_GONE_EN = 'This position is no longer available.';
const POSITION_GONE_DE = 'Diese Stelle ist nicht mehr verfügbar.';

describe('the server words its answers in the request’s language', () => {
  let server: TestServer;
  let visitor: Client;

  /** The 404 for a job that does not exist, asked for with these headers and `hl`. */
  const missingPositionMessage = async (headers: Record<string, string>, hl?: string) => {
    const answer = await visitor.get('/api/pcsx/position_details', {
      query: { ...query, position_id: NO_SUCH_POSITION, hl },
      headers,
    });
    expect(answer.status).toBe(404);
    return errorOf(answer).message;
  };

  beforeAll(async () => {
    server = await startServer();
    visitor = new Client(server.baseUrl);
    await visitor.boot();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers an error in German for Accept-Language: de-DE, weighing q-values and order', async () => {
    expect(await missingPositionMessage({ 'accept-language': 'de-DE' })).toBe(POSITION_GONE_DE);
    expect(await missingPositionMessage({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe(
      POSITION_GONE_DE,
    );
    expect(await missingPositionMessage({ 'accept-language': 'xx, de;q=0.8, en;q=0.5' })).toBe(
      POSITION_GONE_DE,
    );
    expect(await missingPositionMessage({ 'accept-language': 'en;q=0.9, de;q=0.8' })).toBe(
      POSITION_GONE_EN,
    );
    expect(acceptedLanguages('fr;q=0, de;q=0.5, *, it')).toEqual(['it', 'de']);
  });

  it('answers an error in German for ?hl=de', async () => {
    expect(await missingPositionMessage({}, 'de')).toBe(POSITION_GONE_DE);
  });

  it('takes hl before Accept-Language', async () => {
    expect(await missingPositionMessage({ 'accept-language': 'en-US' }, 'de')).toBe(
      POSITION_GONE_DE,
    );
    expect(await missingPositionMessage({ 'accept-language': 'de-DE' }, 'en')).toBe(
      POSITION_GONE_EN,
    );
    expect(chooseRequestLocale('de-AT', 'fr')).toBe('de');
  });

  it('answers in English for a language the portal does not have', async () => {
    expect(await missingPositionMessage({ 'accept-language': 'xx-YY' })).toBe(POSITION_GONE_EN);
    expect(await missingPositionMessage({}, 'klingon')).toBe(POSITION_GONE_EN);
    // An hl the portal does not have leaves the choice to the browser's languages.
    expect(await missingPositionMessage({ 'accept-language': 'de' }, 'klingon')).toBe(
      POSITION_GONE_DE,
    );
  });

  it('words each field error in the request’s language', async () => {
    const confirm = await visitor.post('/api/pcsx/auth/reset_password/confirm', {
      query: { ...query, hl: 'de' },
      json: { token: 'x'.repeat(43), password: 'a-brand-new-passphrase' },
    });
    expect(confirm.status).toBe(422);
    const linkGone =
      'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.';
    expect(errorOf(confirm)).toMatchObject({
      message: linkGone,
      fields: [{ name: 'token', message: linkGone }],
    });

    // The contract's own checks too.
    const register = await visitor.post('/api/pcsx/auth/register', {
      query,
      headers: { 'accept-language': 'de-CH' },
      json: { email: 'nobody@example.com', password: 'a-brand-new-passphrase', lastname: 'Y' },
    });
    expect(register.status).toBe(422);
    expect(errorOf(register).message).toBe('Einige Werte sind ungültig.');
    expect(errorOf(register).fields).toEqual([
      { name: 'firstname', message: 'firstname ist erforderlich.' },
    ]);
  });

  it('mails a password reset requested in German in German, its link opening the page in German', async () => {
    const client = new Client(server.baseUrl);
    await client.boot();
    const answer = await client.post('/api/pcsx/auth/reset_password', {
      query,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      json: { email: DEMO_CANDIDATE_EMAIL },
    });
    expect(answer.status).toBe(200);
    expect(dataOf<{ message: string }>(answer).message).toBe(
      'Falls für diese E-Mail-Adresse ein Konto existiert, haben wir Ihnen einen Link zum Zurücksetzen Ihres Passworts gesendet.',
    );
    const mail = server.sentMail.findLast((sent) => sent.to === DEMO_CANDIDATE_EMAIL);
    expect(mail?.subject).toBe(
      'Setzen Sie Ihr Passwort für die Karriereseite von Northwind Labs zurück',
    );
    expect(mail?.text).toContain('Legen Sie hier ein neues Passwort fest');
    expect(mail?.text).toMatch(/\/careers\/reset-password\?hl=de#token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toMatch(/<html lang="de" dir="ltr"/);
    expect(mail?.html).toMatch(
      /<a\s+href="[^"]*\/careers\/reset-password\?hl=de#token=[A-Za-z0-9_-]{43}"[^>]*>\s*Neues Passwort festlegen\s*<\/a>/,
    );
  });

  it('serves the signing page with lang="de" and German words', async () => {
    const demo = await signedInClient(server, DEMO_CANDIDATE_EMAIL);
    const page = await demo.get('/esign/forms/tax-withholding', {
      headers: { 'accept-language': 'de' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="de" dir="ltr">');
    expect(page.text).toContain('<h1 id="page-heading">Formular unterschreiben</h1>');
    expect(page.text).toContain('<label for="signer-name">Vollständiger Name</label>');

    // The offer's signing page, framed by the app, opens in the app's language.
    const offers = await demo.get<{ ef_esign_url: string | null }[]>('/api/pcsx/offers', {
      query,
      headers: { 'accept-language': 'de' },
    });
    const esignUrl = offers.body.find((offer) => offer.ef_esign_url !== null)?.ef_esign_url;
    expect(esignUrl).toMatch(/^\/esign\/[^?]+\?hl=de$/);
    const offerPage = await demo.get(esignUrl ?? '');
    expect(offerPage.status).toBe(200);
    expect(offerPage.text).toContain('<html lang="de" dir="ltr">');
    expect(offerPage.text).toContain('Angebot unterschreiben');

    const unavailable = await new Client(server.baseUrl).get('/esign/forms/tax-withholding', {
      query: { hl: 'de' },
    });
    expect(unavailable.status).toBe(404);
    expect(unavailable.text).toContain('<html lang="de" dir="ltr">');
    expect(unavailable.text).toContain('Dieser Signaturlink ist nicht mehr gültig');
  });

  it('gives the page shell the request’s lang and dir: rtl for Arabic and Hebrew', async () => {
    const arabic = await visitor.get('/careers', { headers: { 'accept-language': 'ar-EG' } });
    expect(arabic.status).toBe(200);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    const hebrew = await visitor.get('/careers', { query: { hl: 'iw' } });
    expect(hebrew.text).toContain('<html lang="he" dir="rtl">');
    const german = await visitor.get('/careers/search', { query: { hl: 'de' } });
    expect(german.text).toContain('<html lang="de" dir="ltr">');
    expect(german.text).toContain('<title>Karriere</title>');
    expect(german.text).toContain('<h1>Stellen suchen</h1>');
    const english = await visitor.get('/careers');
    expect(english.text).toContain('<html lang="en" dir="ltr">');
    expect(english.text).toContain('<title>Careers</title>');
  });

  it('labels search filters in the request’s language, each language its own cached answer', async () => {
    type Search = { data: { filterDef: { name: string; label: string }[] } };
    const labelsOf = (answer: { body: Search }) =>
      Object.fromEntries(answer.body.data.filterDef.map(({ name, label }) => [name, label]));
    const search = { ...query, query: 'engineer' };
    const german = await visitor.get<Search>('/api/pcsx/search', {
      query: search,
      headers: { 'accept-language': 'de' },
    });
    expect(labelsOf(german)).toMatchObject({
      department: 'Abteilung',
      posted_within: 'Veröffentlichungsdatum',
    });
    expect(german.headers.get('vary')).toContain('accept-language');
    const english = await visitor.get<Search>('/api/pcsx/search', { query: search });
    expect(labelsOf(english)).toMatchObject({
      department: 'Department',
      posted_within: 'Date posted',
    });
  });

  it('words the fixed options of the search filters in the request’s language', async () => {
    type Search = {
      data: { filterDef: { name: string; options: { value: string; label: string }[] }[] };
    };
    const optionsOf = (answer: { body: Search }, filter: string) =>
      Object.fromEntries(
        (answer.body.data.filterDef.find(({ name }) => name === filter)?.options ?? []).map(
          ({ value, label }) => [value, label],
        ),
      );
    // Every position: every level and role type has some.
    const search = { ...query };
    const german = await visitor.get<Search>('/api/pcsx/search', {
      query: search,
      headers: { 'accept-language': 'de' },
    });
    expect(optionsOf(german, 'employment_type')).toMatchObject({ 'Full-time': 'Vollzeit' });
    expect(optionsOf(german, 'seniority')).toMatchObject({ 'Mid-level': 'Berufserfahren' });
    expect(optionsOf(german, 'roletype')).toMatchObject({
      'People manager': 'Mit Personalverantwortung',
    });
    const english = await visitor.get<Search>('/api/pcsx/search', { query: search });
    expect(optionsOf(english, 'employment_type')).toMatchObject({ 'Full-time': 'Full-time' });
    expect(optionsOf(english, 'seniority')).toMatchObject({ 'Mid-level': 'Mid-level' });
  });

  it('opens a signed-in candidate’s pages in their saved language unless hl names another', async () => {
    const candidate = await registeredClient(server, { firstname: 'Kai' });
    const saved = await candidate.post('/api/pcsx/settings', { query, json: { language: 'ja' } });
    expect(saved.status, saved.text).toBe(200);
    const page = await candidate.get('/careers/search', { headers: { 'accept-language': 'en' } });
    expect(page.text).toContain('<html lang="ja" dir="ltr">');
    const asked = await candidate.get('/careers/search', { query: { hl: 'ar' } });
    expect(asked.text).toContain('<html lang="ar" dir="rtl">');
  });

  it('tells a candidate of an event in their saved language, in the app and by mail', async () => {
    const candidate = await registeredClient(server, { firstname: 'Ada' });
    const settings = await candidate.post('/api/pcsx/settings', {
      query,
      json: { language: 'de' },
    });
    expect(settings.status, settings.text).toBe(200);
    const found = dataOf<{ positions: { id: number; name: string }[] }>(
      await candidate.get('/api/pcsx/search', { query }),
    );
    const position = found.positions[0];
    if (!position) throw new Error('The search found no position');
    // Asked in English: the event is told in the language the candidate saved.
    const applied = await candidate.post('/api/pcsx/apply', {
      query,
      headers: { 'accept-language': 'en' },
      json: { position_id: position.id, domain: DOMAIN, form_data: {} },
    });
    expect(applied.status, applied.text).toBe(201);

    const mail = server.sentMail.findLast((sent) => sent.text.includes(position.name));
    expect(mail?.subject).toBe(`Neuigkeiten zu Ihrer Bewerbung für ${position.name}`);
    expect(mail?.text).toContain('Hallo Ada,');
    expect(mail?.text).toContain(
      `Northwind Labs hat Ihre Bewerbung für ${position.name} erhalten.`,
    );
    expect(mail?.text).toContain('Ihre Bewerbungen ansehen: ');
    expect(mail?.text).toContain('/careers/applications?hl=de\n');
    expect(mail?.text).toContain('/careers/settings?hl=de');
    expect(mail?.html).toMatch(
      /<a\s+href="[^"]*\/careers\/applications\?hl=de"[^>]*>\s*Ihre Bewerbungen ansehen\s*<\/a>/,
    );
    // One click in the footer turns off the setting the mail is sent under.
    expect(mail?.unsubscribeUrl).toMatch(/\/mail\/unsubscribe\?token=[^&\s]+&hl=de$/);
    expect(mail?.text).toContain(`Diese E-Mails abbestellen: ${mail?.unsubscribeUrl}`);
    expect(mail?.html).toContain(`>${mail?.unsubscribeUrl?.replace('&', '&amp;')}</a>`);
    const notifications = dataOf<{ notifications: { categoryTitle: string; message: string }[] }>(
      await candidate.get('/api/pcsx/notifications', { query }),
    );
    expect(notifications.notifications[0]).toMatchObject({
      categoryTitle: 'Neuigkeiten zu Ihrer Bewerbung',
    });
  });

  it('greets in the page’s language in the boot data', async () => {
    const boot = await visitor.get<{
      data: { configs: { chatbotxConfig: { title: string; greeting: string } } };
    }>('/api/pcsx/boot', { query, headers: { 'accept-language': 'de' } });
    expect(dataOf<{ configs: { chatbotxConfig: { title: string } } }>(boot).configs).toMatchObject({
      chatbotxConfig: { title: 'Fragen Sie Northwind Labs' },
    });
  });
});

describe('message catalogues', () => {
  const translateIn = createTranslate(
    {
      'server.test.greeting': 'Hello {name}',
      'server.test.farewell': 'Goodbye',
      'server.test.count': '{count, plural, one {# job} other {# jobs}}',
    },
    {
      de: { 'server.test.greeting': 'Hallo {name}', 'server.test.count': 'kaputt {count, plural' },
    },
  );
  const id = (name: string) => `server.test.${name}` as MessageId;

  it('joins the assistant’s sentences as each language writes them', () => {
    const intent = { query: 'data', words: ['data'], remote: false, city: null, asksPay: false };
    expect(chatReply(intent, 12, 3, translatorFor('en'))).toBe(
      'I found 12 data jobs. Here are the top 3.',
    );
    const japanese = chatReply(intent, 12, 3, translatorFor('ja'));
    expect(japanese).toContain('。上位3件');
    expect(japanese).not.toContain(' ');
  });

  it('reads English for each message a locale lacks or words invalidly, never an id', () => {
    expect(translateIn('de', msg(id('greeting'), { name: 'Ada' }))).toBe('Hallo Ada');
    expect(translateIn('de', id('farewell'))).toBe('Goodbye');
    expect(translateIn('de', msg(id('count'), { count: 2 }))).toBe('2 jobs');
    expect(translateIn('fr', msg(id('greeting'), { name: 'Ada' }))).toBe('Hello Ada');
    expect(() => translateIn('de', id('unknown'))).toThrow(/no message server\.test\.unknown/);
  });

  it('keeps backslashes in values as typed', () => {
    expect(translateIn('en', msg(id('greeting'), { name: 'C:\\u0041' }))).toBe('Hello C:\\u0041');
  });
});
