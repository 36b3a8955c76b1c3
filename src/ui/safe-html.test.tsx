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
});
