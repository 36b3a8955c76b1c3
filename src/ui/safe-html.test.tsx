import { render, screen, waitFor } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps markup and removes scripts and event handlers', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Hello <strong>world</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">'
        }
      />,
    );
    await waitFor(() => expect(screen.getByText('world')).toBeInTheDocument());
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('drops style attributes, which the page policy would refuse', async () => {
    const { container } = render(
      <SafeHtml html={'<p style="color: red">Styled <em style="display:none">text</em></p>'} />,
    );
    await waitFor(() => expect(screen.getByText('text')).toBeInTheDocument());
    expect(container.querySelector('[style]')).toBeNull();
  });
});
