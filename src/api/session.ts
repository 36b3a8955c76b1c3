import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getBootData, getGetBootDataQueryKey } from '@generated/api/boot/boot';
import type { BootData } from '@generated/api/models';
import { setCsrfToken, setRequestIdentity } from './request-context';
import { STALE_TIME } from './stale-times';

/** The id of the JSON block the server inlines into the page, so first paint needs no request. */
export const INLINE_BOOT_DATA_ID = 'pcsx-boot';

const isBootData = (value: unknown): value is BootData =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { domain?: unknown }).domain === 'string' &&
  typeof (value as { isLoggedIn?: unknown }).isLoggedIn === 'boolean';

export const readInlineBootData = (): BootData | undefined => {
  const text = document.getElementById(INLINE_BOOT_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isBootData(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** Makes the boot data's identity the headers and CSRF token of every later call. */
export const applyBootData = (boot: BootData): void => {
  setCsrfToken(boot.csrfToken);
  setRequestIdentity({ userId: boot.user?.encId ?? null, groupId: boot.domain });
};

let inlineBootData: BootData | undefined | null = null;
const getInlineBootData = () => {
  if (inlineBootData === null) inlineBootData = readInlineBootData();
  return inlineBootData;
};

/** Boot data: from the page when the server inlined it, else fetched once. */
export const bootDataQueryOptions = () =>
  queryOptions({
    queryKey: getGetBootDataQueryKey(),
    queryFn: ({ signal }) => getBootData(undefined, undefined, signal),
    staleTime: STALE_TIME.INFINITE,
    initialData: getInlineBootData,
  });

/** The session and site configuration; the root loader has it in the cache before any render. */
export const useSession = (): BootData => useSuspenseQuery(bootDataQueryOptions()).data;
