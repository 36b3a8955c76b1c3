import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../../../generated/server/pcsx';
import { buildBootData } from '../boot/boot-data';
import { isApiPath } from '../http/api-path';
import { publicOrigin } from '../http/public-origin';
import { newStyleNonce, pageContentSecurityPolicy } from '../http/security-headers';
import { notFoundBody } from '../http/error-handler';
import type { Services } from '../services';
import { CompressedAssets, preferredEncoding } from './compressed-assets';
import { buildSearchParams } from '../../../src/shared/search-request';
import { UI_LANGUAGE_CODES } from '../../../src/shared/languages';
import {
  CANDIDATE_LOGIN_PATH,
  NEXT_PARAM,
  safeReturnPath,
  SIGN_IN_PAGE_PATH,
} from '../../../src/shared/login-url';
import { parsePositionId } from '../../../src/shared/position-id';
import { parseSearchUrl } from '../../../src/shared/search-url';
import {
  firstPaintRouteOf,
  renderFirstPaint,
  RoutePreloads,
  type FirstPaintMatch,
} from './first-paint';
import { pageIdOfPath } from './page-id';
import { renderSitemap, SITEMAP_LIMIT } from './sitemap';
import { APP_NOT_BUILT_MESSAGE, ASSET_CACHE_CONTROL, SpaFiles } from './spa';

type BootData = components['schemas']['BootData'];
type PositionSearchResult = components['schemas']['PositionSearchResult'];
type PositionSummary = components['schemas']['PositionSummary'];

/** A file of the build, brotli- or gzip-compressed when the client accepts it and it pays. */
const sendBuildFile = async (
  request: FastifyRequest,
  reply: FastifyReply,
  compressedAssets: CompressedAssets,
  path: string,
  file: string,
) => {
  reply.header('cache-control', path.startsWith('/assets/') ? ASSET_CACHE_CONTROL : 'no-cache');
  if (!CompressedAssets.isCompressible(file)) return reply.sendFile(file, { cacheControl: false });
  reply.header('vary', 'accept-encoding');
  const compressed = await compressedAssets.get(file, request.headers['accept-encoding']);
  if (compressed === null) return reply.sendFile(file, { cacheControl: false });
  return reply
    .header('content-encoding', compressed.encoding)
    .type(compressed.contentType)
    .send(compressed.body);
};

/** The sitemap, the build's files, and the app's page (boot data and first paint inlined). */
export const registerPageRoutes = async (
  app: FastifyInstance,
  services: Services,
  distDir: string,
): Promise<void> => {
  const { repositories, identity } = services;
  const spa = new SpaFiles(distDir);
  const compressedAssets = new CompressedAssets(spa.root);
  const routePreloads = new RoutePreloads(spa.root);
  await app.register(fastifyStatic, { root: spa.root, serve: false });

  // Shared caches keep the sitemap for an hour, so nothing of the request (Host, proxy headers)
  // may shape it: its addresses come from the configured public origin.
  app.get('/sitemap.xml', async (_request, reply) => {
    const ids = await repositories.positions.openIds(SITEMAP_LIMIT);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(publicOrigin().origin, ids));
  });

  const hasLocaleParam = (url: string): boolean =>
    new URL(url, 'http://localhost').searchParams.has('hl');

  /**
   * The page's preloads, and its first-paint markup unless set-up screens come first. A page with
   * first-paint markup fetches the app's code once that markup has painted, so the code does not
   * compete with the page's styles; any other page fetches it at once.
   */
  const firstPaintOf = async (request: FastifyRequest, boot: BootData, locale: string) => {
    const url = new URL(request.url, 'http://localhost');
    const match = firstPaintRouteOf(url.pathname, url.searchParams);
    const { styles, scripts } = await routePreloads.linksFor(match?.route ?? null, locale);
    if (!match || (boot.isLoggedIn && !boot.onboardingData.isBootstrapped)) {
      return { preloads: styles + scripts };
    }
    const [position, results] = await Promise.all([
      match.positionId === null
        ? undefined
        : repositories.positions.findOpenWithDetails(match.positionId),
      match.route === 'search'
        ? firstResultsOf(request.ip, url, match.pathValues, boot, locale)
        : undefined,
    ]);
    return {
      preloads: styles,
      afterPaintPreloads: scripts,
      firstPaint: renderFirstPaint(match.route, boot.configs.pcsxConfig.companyName, locale, {
        position,
        results,
        hl: url.searchParams.get('hl'),
      }),
    };
  };

  /**
   * The results a search page opens on: the app's own search call for the page's URL (the same
   * parameters, made by the same code), answered as any visitor's, through the API's caches,
   * and counted against the visitor's own address. Nothing when the call fails (a limit reached):
   * the page then paints its heading alone.
   */
  const firstResultsOf = async (
    remoteAddress: string,
    url: URL,
    pathValues: FirstPaintMatch['pathValues'],
    boot: BootData,
    locale: string,
  ): Promise<PositionSummary[] | undefined> => {
    const params = buildSearchParams(
      parseSearchUrl(url.searchParams, pathValues),
      boot.domain,
      locale,
    );
    const query = new URLSearchParams();
    Object.entries(params).forEach(([name, value]: [string, unknown]) => {
      (Array.isArray(value) ? value : [value]).forEach((item) => query.append(name, String(item)));
    });
    const answer = await app.inject({
      method: 'GET',
      url: `/api/pcsx/search?${query.toString()}`,
      remoteAddress,
    });
    if (answer.statusCode !== 200) return undefined;
    return answer.json<{ data: PositionSearchResult }>().data.positions;
  };

  /**
   * The address of the spec's login URL helper (`/candidate/login?domain&pid&microsite&hl&next`),
   * which other sites and mails link to: a visitor goes on to the sign-in page, which returns to
   * `next` once signed in; a signed-in candidate goes straight there. Without `next`, the first
   * job of `pid` is where the sign-in leads. A `next` off this site is dropped.
   */
  app.get(CANDIDATE_LOGIN_PATH, async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const job = parsePositionId(url.searchParams.get('pid')?.split(',')[0]);
    const next =
      safeReturnPath(url.searchParams.get(NEXT_PARAM)) ??
      (job === undefined ? undefined : `/careers/job/${job}`);
    const caller = await identity.resolve(request, reply);
    reply.header('cache-control', 'no-store');
    if (caller.user && next !== undefined) return reply.redirect(next);
    const target = new URLSearchParams();
    if (next !== undefined) target.set(NEXT_PARAM, next);
    const hl = url.searchParams.get('hl');
    if (hl !== null && UI_LANGUAGE_CODES.includes(hl)) target.set('hl', hl);
    return reply.redirect(
      target.size > 0 ? `${SIGN_IN_PAGE_PATH}?${target.toString()}` : SIGN_IN_PAGE_PATH,
    );
  });

  /** Everything else: a file of the build, or the app's page with the boot data inlined. */
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Development pages exist only when the server is started with them; never the app's page.
    if (isApiPath(path) || path.startsWith('/esign/') || path.startsWith('/dev/')) {
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(notFoundBody(request.method, request.url, request.locale));
    }
    const file = await spa.staticFile(path);
    if (file !== null) return sendBuildFile(request, reply, compressedAssets, path, file);
    const caller = await identity.resolve(request, reply);
    const boot = await buildBootData(services, caller, request.ip, request.locale);
    // The language the app will show: `hl`, else the candidate's saved one, else the request's.
    const locale = hasLocaleParam(request.url)
      ? request.locale
      : (boot.user?.language ?? request.locale);
    const pageId = pageIdOfPath(path);
    const headScripts = boot.configs.pcsxConfig.headScripts
      .filter((script) => script.page === '*' || script.page === pageId)
      .map((script) => script.src);
    const styleNonce = newStyleNonce();
    const html = await spa.render(caller.csrfToken, boot, styleNonce, {
      ...(await firstPaintOf(request, boot, locale)),
      headScripts,
      locale,
    });
    if (html === null)
      return reply.code(503).type('text/plain; charset=utf-8').send(APP_NOT_BUILT_MESSAGE);
    reply
      .header('content-security-policy', pageContentSecurityPolicy(styleNonce))
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8');
    // Pages carry per-visitor boot data, so they are compressed per answer, at a fast level.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(html);
    return reply
      .header('content-encoding', encoding)
      .send(
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(html, { level: 6 }),
      );
  });
};
