/**
 * The developer ATS page's script, served as a same-origin file since the site's policy allows no
 * inline script. It posts each action form as JSON with the CSRF header, then reloads the page so
 * the lists show the change, and announces the outcome in the page's status line.
 */
export const ATS_SCRIPT = `'use strict';
const RESULT_KEY = 'pcsx-dev-ats-result';
const status = document.getElementById('ats-status');
const tokenMeta = document.querySelector('meta[name="csrf-token"]');
let token = tokenMeta ? tokenMeta.content : '';
const kept = sessionStorage.getItem(RESULT_KEY);
if (kept !== null) {
  sessionStorage.removeItem(RESULT_KEY);
  status.textContent = kept;
}

const jsonOf = (form) => {
  const body = {};
  for (const [name, value] of new FormData(form)) {
    if (value === '') continue;
    const input = form.elements.namedItem(name);
    if (input.type === 'datetime-local') body[name] = new Date(value).toISOString();
    else if (input.type === 'number') body[name] = Number(value);
    else body[name] = value;
  }
  return body;
};

for (const form of document.querySelectorAll('form[data-endpoint]')) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button');
    button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(form.dataset.endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify(jsonOf(form)),
      });
      token = response.headers.get('x-csrf-token') || token;
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) {
        status.textContent = 'Not done: ' + (answer.message || 'error ' + response.status);
        return;
      }
      sessionStorage.setItem(RESULT_KEY, form.dataset.done);
      location.reload();
    } catch {
      status.textContent = 'Not done: the server could not be reached.';
    } finally {
      button.disabled = false;
      form.removeAttribute('aria-busy');
    }
  });
}
`;
