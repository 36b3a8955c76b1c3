import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import type { BootData, PcsxConfig } from '@generated/api/models';
import { bootDataQueryOptions } from '../../api/session';

/** The contract's boot example with some of the site configuration replaced. */
export const bootWith = (
  pcsxConfig: Partial<PcsxConfig>,
  theme?: BootData['configs']['theme'],
): BootData => {
  const boot = getGetBootDataResponseMock().data;
  return {
    ...boot,
    configs: {
      ...boot.configs,
      pcsxConfig: { ...boot.configs.pcsxConfig, ...pcsxConfig },
      theme: theme ?? boot.configs.theme,
    },
  };
};

/** Renders `ui` with `boot` as the session, as the root loader leaves it in the cache. */
export const renderWithBoot = (ui: ReactElement, boot: BootData) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(bootDataQueryOptions().queryKey, boot);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  const setBoot = (next: BootData) => client.setQueryData(bootDataQueryOptions().queryKey, next);
  return { ...result, setBoot };
};
