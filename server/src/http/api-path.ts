/** The API and the telemetry beacon; every other path is a page or a file of the build. */
export const isApiPath = (url: string): boolean =>
  url.startsWith('/api/') || url === '/vslog' || url.startsWith('/vslog?');
