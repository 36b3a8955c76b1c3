import { msg, translateToHtml, translatorFor, type MessageId } from '../i18n/messages';
import { directionOf } from '../i18n/request-locale';
import { escapeHtml, jsonForScriptTag } from '../lib/html';

/** Only this page's own nonce-tagged script and style may run. */
export const esignContentSecurityPolicy = (nonce: string): string =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1b1f24; background: #fff; }
  main { max-width: 560px; margin: 0 auto; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input[type="text"] { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #6b7280; border-radius: 6px; }
  canvas { display: block; width: 100%; height: 140px; border: 1px dashed #6b7280; border-radius: 6px; touch-action: none; }
  .agree { display: flex; gap: 8px; align-items: flex-start; margin-top: 16px; }
  .agree label { display: inline; font-weight: 400; margin: 0; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { font-size: 1rem; padding: 10px 18px; border-radius: 6px; border: 1px solid #0b5fff; background: #fff; color: #0b5fff; cursor: pointer; }
  button[type="submit"] { background: #0b5fff; color: #fff; }
  button:focus-visible, input:focus-visible, canvas:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
  .error { color: #b42318; margin: 6px 0 0; }
  .status { margin-top: 16px; font-weight: 600; }
`;

/** The message that tells the framing page how tall this page is, in CSS pixels. */
export const HEIGHT_MESSAGE_TYPE = 'ESIGN_HEIGHT';

/** What the signing page tells the parent window, besides the signer's name. */
type SignedMessage = { type: 'ESIGN'; status: 'signed' } & Record<string, string | number>;

/** The words the page's script shows, in the page's language. */
interface ScriptTexts {
  nameRequired: string;
  agreeRequired: string;
  /** Announced once signed. */
  signed: string;
}

const SCRIPT = (message: SignedMessage, texts: ScriptTexts) => `
  (() => {
    const form = document.getElementById('esign-form');
    const nameInput = document.getElementById('signer-name');
    const agree = document.getElementById('agree');
    const nameError = document.getElementById('name-error');
    const agreeError = document.getElementById('agree-error');
    const status = document.getElementById('status');
    const canvas = document.getElementById('signature-pad');
    const context = canvas.getContext('2d');
    let drawing = false;
    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      canvas.width = canvas.clientWidth * ratio;
      canvas.height = canvas.clientHeight * ratio;
      context.scale(ratio, ratio);
      context.lineWidth = 2;
      context.lineCap = 'round';
    };
    resize();
    const point = (event) => {
      const box = canvas.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    canvas.addEventListener('pointerdown', (event) => {
      drawing = true;
      canvas.setPointerCapture(event.pointerId);
      const { x, y } = point(event);
      context.beginPath();
      context.moveTo(x, y);
    });
    canvas.addEventListener('pointermove', (event) => {
      if (!drawing) return;
      const { x, y } = point(event);
      context.lineTo(x, y);
      context.stroke();
    });
    canvas.addEventListener('pointerup', () => { drawing = false; });
    document.getElementById('clear-drawing').addEventListener('click', () => {
      context.clearRect(0, 0, canvas.width, canvas.height);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const signerName = nameInput.value.trim();
      nameError.textContent = signerName ? '' : ${jsonForScriptTag(texts.nameRequired)};
      agreeError.textContent = agree.checked ? '' : ${jsonForScriptTag(texts.agreeRequired)};
      nameInput.setAttribute('aria-invalid', signerName ? 'false' : 'true');
      agree.setAttribute('aria-invalid', agree.checked ? 'false' : 'true');
      if (!signerName) { nameInput.focus(); return; }
      if (!agree.checked) { agree.focus(); return; }
      // frame-ancestors 'self' only lets this page load inside a page of its own origin, so that
      // origin is the parent's: the message cannot reach any other window.
      window.parent.postMessage({ ...${jsonForScriptTag(message)}, signerName }, window.location.origin);
      form.querySelectorAll('input, button').forEach((element) => { element.disabled = true; });
      status.textContent = ${jsonForScriptTag(texts.signed)};
    });
    // The framing page sizes the frame to this page, so the page never scrolls inside the frame.
    const reportHeight = () => {
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      window.parent.postMessage({ type: ${jsonForScriptTag(HEIGHT_MESSAGE_TYPE)}, height }, window.location.origin);
    };
    new ResizeObserver(reportHeight).observe(document.body);
  })();
`;

/** The main landmark is named by the heading, so it stays distinct from the framing page's. */
const page = (
  nonce: string,
  locale: string,
  title: string,
  heading: string,
  body: string,
  script = '',
) => `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main aria-labelledby="page-heading">
<h1 id="page-heading">${escapeHtml(heading)}</h1>
${body}
</main>
${script === '' ? '' : `<script nonce="${nonce}">${script}</script>`}
</body>
</html>
`;

/** The words of one kind of signing page (an offer's, a form's). */
interface SigningWords {
  heading: MessageId;
  /** "You are signing …", naming the document in `{position}` or `{form}`. */
  intro: MessageId;
  agreement: MessageId;
  signed: MessageId;
}

const OFFER_WORDS: SigningWords = {
  heading: 'server.esign.offer.heading',
  intro: 'server.esign.offer.intro',
  agreement: 'server.esign.offer.agreement',
  signed: 'server.esign.offer.signed',
};

const FORM_WORDS: SigningWords = {
  heading: 'server.esign.form.heading',
  intro: 'server.esign.form.intro',
  agreement: 'server.esign.form.agreement',
  signed: 'server.esign.form.signed',
};

/**
 * Name, optional drawing and agreement; signing posts the message to the parent window. The
 * document's name (`documentName`, the value of the intro's `documentPlaceholder`) is shown bold.
 */
const renderSigningPage = (
  nonce: string,
  locale: string,
  words: SigningWords,
  document: { placeholder: string; name: string },
  message: SignedMessage,
): string => {
  const t = translatorFor(locale);
  const heading = t(words.heading);
  const introHtml = translateToHtml(locale, msg(words.intro), {
    [document.placeholder]: `<strong>${escapeHtml(document.name)}</strong>`,
  });
  return page(
    nonce,
    locale,
    heading,
    heading,
    `<p>${introHtml}</p>
<form id="esign-form" novalidate>
  <label for="signer-name">${escapeHtml(t('server.esign.fullName'))}</label>
  <input type="text" id="signer-name" name="signerName" autocomplete="name" required aria-describedby="name-error">
  <p id="name-error" class="error" aria-live="polite"></p>
  <label for="signature-pad" id="signature-label">${escapeHtml(t('server.esign.drawSignature'))}</label>
  <canvas id="signature-pad" role="img" aria-labelledby="signature-label" tabindex="-1"></canvas>
  <div class="actions"><button type="button" id="clear-drawing">${escapeHtml(t('server.esign.clearDrawing'))}</button></div>
  <div class="agree">
    <input type="checkbox" id="agree" name="agree" required aria-describedby="agree-error">
    <label for="agree">${escapeHtml(t(words.agreement))}</label>
  </div>
  <p id="agree-error" class="error" aria-live="polite"></p>
  <div class="actions"><button type="submit">${escapeHtml(t('server.esign.sign'))}</button></div>
</form>
<p id="status" class="status" role="status" aria-live="polite"></p>`,
    SCRIPT(message, {
      nameRequired: t('server.esign.nameRequired'),
      agreeRequired: t('server.esign.agreeRequired'),
      signed: t(words.signed),
    }),
  );
};

const renderUnavailablePage = (nonce: string, locale: string, reason: MessageId): string => {
  const t = translatorFor(locale);
  return page(
    nonce,
    locale,
    t('server.esign.unavailable.title'),
    t('server.esign.unavailable.heading'),
    `<p>${escapeHtml(t(reason))}</p>`,
  );
};

/** The self-contained signing page shown in the offer letter's e-sign field. */
export const renderEsignPage = (
  nonce: string,
  locale: string,
  offer: { id: number; positionName: string },
): string =>
  renderSigningPage(
    nonce,
    locale,
    OFFER_WORDS,
    { placeholder: 'position', name: offer.positionName },
    { type: 'ESIGN', status: 'signed', offerId: offer.id },
  );

export const renderEsignUnavailablePage = (nonce: string, locale: string): string =>
  renderUnavailablePage(nonce, locale, 'server.esign.offer.unavailable');

/** The signing page of a form's e-sign field; the form's answer becomes true once signed. */
export const renderFormEsignPage = (
  nonce: string,
  locale: string,
  form: { schemaName: string; title: string },
): string =>
  renderSigningPage(
    nonce,
    locale,
    FORM_WORDS,
    { placeholder: 'form', name: form.title },
    { type: 'ESIGN', status: 'signed', document: form.schemaName },
  );

export const renderFormEsignUnavailablePage = (nonce: string, locale: string): string =>
  renderUnavailablePage(nonce, locale, 'server.esign.form.unavailable');
