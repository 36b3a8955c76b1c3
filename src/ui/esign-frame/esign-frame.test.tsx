import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { EsignFrame, resolveEsignUrl } from './esign-frame';

const post = (data: unknown, origin: string) => {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
};

describe('e-sign widget', () => {
  test('the widget is framed from its url, or customDomain plus wid', () => {
    render(
      <EsignFrame url="https://sign.example.com/w/1" title="Sign the offer" onSign={vi.fn()} />,
    );
    expect(screen.getByTitle('Sign the offer')).toHaveAttribute(
      'src',
      'https://sign.example.com/w/1',
    );
    expect(resolveEsignUrl({ customDomain: 'sign.example.com', wid: 'abc' })?.href).toBe(
      'https://sign.example.com/esign/abc',
    );
    expect(
      resolveEsignUrl(
        { customDomain: 'sign.example.com', wid: 'abc', hosted: true },
        'http://127.0.0.1/careers',
      )?.href,
    ).toBe('http://127.0.0.1/esign/abc');
  });

  test("a widget this site serves opens in the page's language; another host's does not", () => {
    const base = 'http://127.0.0.1/careers/forms';
    expect(resolveEsignUrl({ url: '/esign/forms/tax-withholding' }, base, 'ja')?.href).toBe(
      'http://127.0.0.1/esign/forms/tax-withholding?hl=ja',
    );
    expect(resolveEsignUrl({ url: '/esign/forms/w4?hl=de' }, base, 'ja')?.href).toBe(
      'http://127.0.0.1/esign/forms/w4?hl=de',
    );
    expect(resolveEsignUrl({ url: 'https://sign.example.com/w/1' }, base, 'ja')?.href).toBe(
      'https://sign.example.com/w/1',
    );
  });

  test("an ESIGN message from the widget's origin signs and shows the success message", () => {
    const onSign = vi.fn();
    render(
      <EsignFrame url="https://sign.example.com/w/1" title="Sign the offer" onSign={onSign} />,
    );
    post({ type: 'ESIGN' }, 'https://sign.example.com');
    expect(onSign).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Successfully submitted form for verification',
    );
  });

  test('messages from any other origin are rejected and logged (console and /vslog)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logged: unknown[] = [];
    server.use(
      http.post('*/vslog', async ({ request }) => {
        logged.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onSign = vi.fn();
    render(
      <EsignFrame
        url="https://sign.example.com/w/1"
        title="Sign"
        onSign={onSign}
        domain="northwindlabs.com"
      />,
    );
    post({ type: 'ESIGN' }, 'https://evil.example.net');
    expect(onSign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example.net'));
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(logged[0]).toMatchObject({
      event: 'window_message_origin_error',
      namespace: 'pcsx_app',
    });
  });

  test("the widget's height message sizes the frame, within bounds; other origins' do not", () => {
    render(
      <EsignFrame url="https://sign.example.com/w/1" title="Sign the offer" onSign={vi.fn()} />,
    );
    const frame = screen.getByTitle('Sign the offer');
    expect(frame.style.height).toBe('');
    post({ type: 'ESIGN_HEIGHT', height: 612.4 }, 'https://sign.example.com');
    expect(frame.style.height).toBe('613px');
    post({ type: 'ESIGN_HEIGHT', height: 90 }, 'https://evil.example.net');
    expect(frame.style.height).toBe('613px');
    post({ type: 'ESIGN_HEIGHT', height: 1e9 }, 'https://sign.example.com');
    expect(frame.style.height).toBe('4000px');
    post({ type: 'ESIGN_HEIGHT', height: 'tall' }, 'https://sign.example.com');
    expect(frame.style.height).toBe('4000px');
  });

  test('other message types from the widget do nothing', () => {
    const onSign = vi.fn();
    render(<EsignFrame url="https://sign.example.com/w/1" title="Sign" onSign={onSign} />);
    post({ type: 'READY' }, 'https://sign.example.com');
    expect(onSign).not.toHaveBeenCalled();
  });
});
