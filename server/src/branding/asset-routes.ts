import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { IMMUTABLE_CACHE_CONTROL } from '../http/cache';
import { hashOfScriptFileName, HEAD_SCRIPT_PATH_PREFIX } from './head-scripts';
import { assetFileNameOf, BRANDING_ASSET_PATH_PREFIX } from './images';

/**
 * The employer's logo and hero images and head scripts, as static content of this site, so the
 * page's CSP (`img-src 'self'`, `script-src 'self'`) allows them unchanged.
 */
// Assets and scripts are named by their content's hash, so a name never serves other bytes.
export const registerBrandingAssetRoutes = (app: FastifyInstance, services: Services): void => {
  const { branding } = services.repositories;

  app.get<{ Params: { fileName: string } }>(
    `${BRANDING_ASSET_PATH_PREFIX}:fileName`,
    async (request, reply) => {
      const fileName = assetFileNameOf(request.params.fileName);
      const asset = fileName === null ? undefined : await branding.assetByFileName(fileName);
      if (!asset) throw notFound('server.branding.imageNotFound');
      return reply
        .type(asset.contentType)
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .send(asset.content);
    },
  );

  app.get<{ Params: { fileName: string } }>(
    `${HEAD_SCRIPT_PATH_PREFIX}:fileName`,
    async (request, reply) => {
      const hash = hashOfScriptFileName(request.params.fileName);
      const script = hash === null ? undefined : await branding.scriptByHash(hash);
      if (!script) throw notFound('server.branding.scriptNotFound');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .send(script.code);
    },
  );
};
