// @ts-check
// Forked by a server test: uploads one large resume while asking for boot data every ~10 ms, so
// the server's event loop is measured with no client work in its process. Told what to send in a
// first message, it builds the upload and says 'ready'; on 'go' it sends everything, answers with
// one report and exits.

/**
 * @typedef {{
 *   baseUrl: string;
 *   domain: string;
 *   cookie: string;
 *   csrfToken: string;
 *   fileName: string;
 *   mediaType: string;
 *   line: string;
 *   bytes: number;
 * }} UploadPlan
 * @typedef {{
 *   uploadedBytes: number;
 *   upload: { status: number; text: string; ms: number };
 *   concurrent: { count: number; failures: string[]; worstMs: number };
 * }} UploadReport
 */

const PACE_MS = 10;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @returns {Promise<unknown>} */
const nextMessage = () => new Promise((resolve) => process.once('message', resolve));

/** @param {UploadPlan} plan @returns {Promise<UploadReport>} */
const run = async (plan) => {
  const content = Buffer.from(plan.line.repeat(Math.floor(plan.bytes / plan.line.length)));
  const form = new FormData();
  form.append('resume_file_name', plan.fileName);
  form.append('resume_content', `data:${plan.mediaType};base64,${content.toString('base64')}`);
  form.append('domain', plan.domain);
  process.send?.('ready');
  await nextMessage();
  const bootUrl = `${plan.baseUrl}/api/pcsx/boot?domain=${encodeURIComponent(plan.domain)}`;
  const uploadUrl = `${plan.baseUrl}/api/pcsx/upload_resume?domain=${encodeURIComponent(plan.domain)}`;

  let uploading = true;
  /** @type {string[]} */
  const failures = [];
  let count = 0;
  let worstMs = 0;
  const traffic = (async () => {
    // One request at a time, one every PACE_MS: a held server shows as one slow answer.
    while (uploading) {
      const started = performance.now();
      try {
        const answer = await fetch(bootUrl, { headers: { accept: 'application/json' } });
        await answer.arrayBuffer();
        if (answer.status !== 200) failures.push(`boot answered ${answer.status}`);
      } catch (error) {
        failures.push(`boot failed: ${String(error)}`);
      }
      const ms = performance.now() - started;
      count += 1;
      worstMs = Math.max(worstMs, ms);
      await sleep(Math.max(0, PACE_MS - ms));
    }
  })();
  // Some traffic first, so the upload lands among it.
  await sleep(5 * PACE_MS);
  const started = performance.now();
  const answer = await fetch(uploadUrl, {
    method: 'POST',
    headers: { accept: 'application/json', cookie: plan.cookie, 'x-csrf-token': plan.csrfToken },
    body: form,
  });
  const text = await answer.text();
  const ms = performance.now() - started;
  await sleep(5 * PACE_MS);
  uploading = false;
  await traffic;
  return {
    uploadedBytes: content.length,
    upload: { status: answer.status, text: answer.status === 200 ? '' : text, ms },
    concurrent: { count, failures, worstMs },
  };
};

nextMessage()
  .then((plan) => run(/** @type {UploadPlan} */ (plan)))
  .then(
    (report) => process.send?.(report, () => process.exit(0)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
