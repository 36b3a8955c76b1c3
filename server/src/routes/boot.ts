import { buildBootData } from '../boot/boot-data';
import { ok, type Handlers } from './types';

export const bootHandlers: Handlers<'getBootData'> = {
  getBootData: async ({ services, caller, request, locale }) =>
    ok(await buildBootData(services, caller, request.ip, locale)),
};
