import { http, HttpResponse } from 'msw';
import { server } from '../test/msw-server';
import { translate } from '../i18n/i18n';
import { ApiError, ERROR_MESSAGES, getRequestErrorMessage } from './api-error';
import { subscribeToApiNotices, type ApiNotice } from './api-notices';
import { customFetch } from './mutator';
import { resetRequestContext, setRequestIdentity } from './request-context';

const captureNotices = () => {
  const notices: ApiNotice[] = [];
  const unsubscribe = subscribeToApiNotices((notice) => notices.push(notice));
  return { notices, unsubscribe };
};

const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

let seenHeaders: Headers | undefined;
let seenUrl: URL | undefined;
const echo = (body: unknown, init?: ResponseInit) =>
  http.all('*/api/pcsx/test', ({ request }) => {
    seenHeaders = request.headers;
    seenUrl = new URL(request.url);
    return HttpResponse.json(body as never, init);
  });

beforeEach(() => {
  resetRequestContext();
  seenHeaders = undefined;
  seenUrl = undefined;
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  window.history.replaceState(null, '', '/careers');
});

describe('customFetch: requests', () => {
  it('unwraps the {status, data} envelope', async () => {
    server.use(echo({ status: 200, data: { count: 3 } }));
    await expect(customFetch({ url: '/api/pcsx/test', method: 'GET' })).resolves.toEqual({
      count: 3,
    });
  });

  it('passes a bare body (the offers list) through', async () => {
    server.use(echo([{ id: 1 }]));
    await expect(customFetch({ url: '/api/pcsx/test', method: 'GET' })).resolves.toEqual([
      { id: 1 },
    ]);
  });

  it('sends the page CSRF token, then the one from the last response', async () => {
    server.use(
      http.get('*/api/pcsx/test', ({ request }) => {
        seenHeaders = request.headers;
        return HttpResponse.json(
          { status: 200, data: null },
          { headers: { 'x-csrf-token': 'fresh-token' } },
        );
      }),
    );
    await customFetch({ url: '/api/pcsx/test', method: 'GET' });
    expect(seenHeaders?.get('x-csrf-token')).toBe('page-token');
    await customFetch({ url: '/api/pcsx/test', method: 'GET' });
    expect(seenHeaders?.get('x-csrf-token')).toBe('fresh-token');
  });

  it('sends user, group id and timezone headers', async () => {
    setRequestIdentity({ userId: 'cand-1', groupId: 'northwindlabs.com' });
    server.use(echo({ status: 200, data: null }));
    await customFetch({ url: '/api/pcsx/test', method: 'GET' });
    expect(seenHeaders?.get('x-pcsx-user')).toBe('cand-1');
    expect(seenHeaders?.get('x-pcsx-group-id')).toBe('northwindlabs.com');
    expect(seenHeaders?.get('x-pcsx-timezone')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('names the timezone from Temporal where the browser has it', async () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Tokyo' } });
    try {
      server.use(echo({ status: 200, data: null }));
      await customFetch({ url: '/api/pcsx/test', method: 'GET' });
      expect(seenHeaders?.get('x-pcsx-timezone')).toBe('Asia/Tokyo');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('forwards debug and pdf_server_token from the page URL to same-origin calls', async () => {
    window.history.replaceState(null, '', '/careers?debug=1&pdf_server_token=abc');
    server.use(echo({ status: 200, data: null }));
    await customFetch({ url: '/api/pcsx/test', method: 'GET', params: { query: 'nurse' } });
    expect(seenUrl?.searchParams.get('debug')).toBe('1');
    expect(seenUrl?.searchParams.get('pdf_server_token')).toBe('abc');
    expect(seenUrl?.searchParams.get('query')).toBe('nurse');
  });

  it('does not hand page tokens to other origins', async () => {
    window.history.replaceState(null, '', '/careers?pdf_server_token=abc');
    let otherUrl: URL | undefined;
    server.use(
      http.get('https://files.example.org/doc', ({ request }) => {
        otherUrl = new URL(request.url);
        return HttpResponse.json({});
      }),
    );
    await customFetch({ url: 'https://files.example.org/doc', method: 'GET' });
    expect(otherUrl?.searchParams.has('pdf_server_token')).toBe(false);
  });

  it('repeats array params and leaves out empty ones', async () => {
    server.use(echo({ status: 200, data: null }));
    await customFetch({
      url: '/api/pcsx/test',
      method: 'GET',
      params: { filter_department: ['Data', 'Design'], location: undefined },
    });
    expect(seenUrl?.searchParams.getAll('filter_department')).toEqual(['Data', 'Design']);
    expect(seenUrl?.searchParams.has('location')).toBe(false);
  });

  it('sends JSON bodies as JSON and lets the browser set the multipart boundary', async () => {
    server.use(echo({ status: 200, data: null }));
    await customFetch({ url: '/api/pcsx/test', method: 'POST', data: { domain: 'x' } });
    expect(seenHeaders?.get('content-type')).toBe('application/json');
    const form = new FormData();
    form.append('field', 'value');
    await customFetch({
      url: '/api/pcsx/test',
      method: 'POST',
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(seenHeaders?.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('customFetch: the HTTP error catalogue', () => {
  it("reads each catalogue id as the spec's English", () => {
    expect(Object.values(ERROR_MESSAGES).map((id) => translate(id))).toEqual([
      'Session timed out.',
      'Invalid CSRF.',
      'Please try again in a few minutes',
      'User does not have permissions to perform this action',
      'Error in api response',
      'Unexpected error occurred.',
      'Server error. Please try again.',
      'There was a problem with the request',
    ]);
  });

  it("x-login gives 'Session timed out.' and a session-timeout alert", async () => {
    const { notices, unsubscribe } = captureNotices();
    server.use(
      echo(
        { status: 401, code: 'unauthenticated', message: 'Sign in' },
        { status: 401, headers: { 'x-login': '/careers/login' } },
      ),
    );
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'GET' }));
    expect(error.message).toBe('Session timed out.');
    expect(error.code).toBe('session_timeout');
    expect(notices).toEqual([{ kind: 'session-timeout', message: 'Session timed out.' }]);
    unsubscribe();
  });

  it('a redirect to the login page is a session timeout too', async () => {
    server.use(
      http.get('*/api/pcsx/test', () =>
        HttpResponse.redirect(new URL('/careers/login', window.location.origin).toString(), 302),
      ),
      http.get('*/careers/login', () => HttpResponse.text('<html>login</html>')),
    );
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'GET' }));
    expect(error.message).toBe('Session timed out.');
  });

  it("x-csrf-invalid gives 'Invalid CSRF.'", async () => {
    const { notices, unsubscribe } = captureNotices();
    server.use(
      echo(
        { status: 403, code: 'csrf_invalid', message: 'CSRF token missing' },
        { status: 403, headers: { 'x-csrf-invalid': '1' } },
      ),
    );
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'POST' }));
    expect(error.message).toBe('Invalid CSRF.');
    expect(notices.map((notice) => notice.kind)).toEqual(['csrf-invalid']);
    unsubscribe();
  });

  it("429 gives 'Please try again in a few minutes', unless suppressed", async () => {
    const { notices, unsubscribe } = captureNotices();
    server.use(echo({ status: 429, code: 'rate_limited', message: 'Slow down' }, { status: 429 }));
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'GET' }));
    expect(error.message).toBe('Please try again in a few minutes');
    expect(notices).toEqual([
      { kind: 'rate-limited', message: 'Please try again in a few minutes' },
    ]);
    await failureOf(
      customFetch({ url: '/api/pcsx/test', method: 'GET' }, { suppressRateLimitNotice: true }),
    );
    expect(notices).toHaveLength(1);
    unsubscribe();
  });

  it('403 gives the permission message', async () => {
    server.use(echo({ status: 403, code: 'forbidden', message: 'no' }, { status: 403 }));
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'GET' }));
    expect(error.message).toBe('User does not have permissions to perform this action');
  });

  it.each([400, 404, 409, 422])(
    "%i is a listed code: 'Error in api response', server words and fields kept",
    async (status) => {
      server.use(
        echo(
          {
            status,
            code: 'validation_failed',
            message: 'This offer can no longer be accepted.',
            fields: [{ name: 'email', message: 'Email is invalid.' }],
          },
          { status },
        ),
      );
      const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'POST' }));
      expect(error.message).toBe('Error in api response');
      expect(error.serverMessage).toBe('This offer can no longer be accepted.');
      expect(error.fieldErrors).toEqual([{ name: 'email', message: 'Email is invalid.' }]);
      expect(getRequestErrorMessage(error)).toBe('This offer can no longer be accepted.');
    },
  );

  it("a body that is not JSON gives 'Unexpected error occurred.'", async () => {
    server.use(http.get('*/api/pcsx/test', () => HttpResponse.text('{"status": 200, "da')));
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'GET' }));
    expect(error.message).toBe('Unexpected error occurred.');
    expect(error.code).toBe('parse_error');
  });

  it("GET 5xx shows the toast 'Server error. Please try again.'; other methods do not", async () => {
    const { notices, unsubscribe } = captureNotices();
    server.use(
      http.all('*/api/pcsx/test', () => HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const getError = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'GET' }));
    expect(notices).toEqual([{ kind: 'server-error', message: 'Server error. Please try again.' }]);
    expect(getError.message).toBe('There was a problem with the request');
    await failureOf(customFetch({ url: '/api/pcsx/test', method: 'POST' }));
    expect(notices).toHaveLength(1);
    unsubscribe();
  });

  it('a GET that shows its own failure message opts out of the server-error toast', async () => {
    const { notices, unsubscribe } = captureNotices();
    server.use(http.get('*/api/pcsx/test', () => HttpResponse.json({}, { status: 500 })));
    const error = await failureOf(
      customFetch({ url: '/api/pcsx/test', method: 'GET' }, { suppressServerErrorNotice: true }),
    );
    expect(error.code).toBe('server_error');
    expect(notices).toEqual([]);
    unsubscribe();
  });

  it('a network failure is an ApiError with the default message', async () => {
    server.use(http.get('*/api/pcsx/test', () => HttpResponse.error()));
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'GET' }));
    expect(error.code).toBe('network_error');
    expect(error.message).toBe('There was a problem with the request');
  });
});

describe('getRequestErrorMessage: where the message comes from', () => {
  const apiError = (body: unknown, message = 'Error in api response') =>
    new ApiError({
      status: 400,
      code: 'api_error',
      message,
      body,
      serverMessage: undefined,
    });

  it('reads body.message first', async () => {
    server.use(
      echo({ message: 'From message', error: { message: 'From error' } }, { status: 500 }),
    );
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'POST' }));
    expect(getRequestErrorMessage(error)).toBe('From message');
  });

  it('then body.error.message', async () => {
    server.use(echo({ error: { message: 'From error' } }, { status: 500 }));
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'POST' }));
    expect(getRequestErrorMessage(error)).toBe('From error');
  });

  it('then a text body', async () => {
    server.use(
      http.post('*/api/pcsx/test', () => HttpResponse.text('Plain failure', { status: 500 })),
    );
    const error = await failureOf(customFetch({ url: '/api/pcsx/test', method: 'POST' }));
    expect(getRequestErrorMessage(error)).toBe('Plain failure');
  });

  it('ignores HTML and falls back to the error message, then the default', () => {
    expect(getRequestErrorMessage(apiError('<p>Oops</p>'))).toBe('Error in api response');
    expect(getRequestErrorMessage(apiError('<p>Oops</p>', '<b>html</b>'))).toBe(
      'There was a problem with the request',
    );
    expect(getRequestErrorMessage(new Error('Plain error'))).toBe('Plain error');
    expect(getRequestErrorMessage(undefined)).toBe('There was a problem with the request');
  });
});
