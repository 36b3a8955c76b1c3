import type { SlidingWindowLimiter } from './auth/rate-limit';
import type { IdentityService } from './auth/identity';
import type { Db } from './db/database';
import type { Repositories } from './db/repositories';
import type { FormSchemas } from './forms/form-schemas';
import type { SchemaCheck } from './profile/edit';
import type { SearchEngine } from './search/engine';

/** Everything handlers use; built once per app in `app.ts`. */
export interface Services {
  db: Db;
  repositories: Repositories;
  search: SearchEngine;
  identity: IdentityService;
  limiters: { login: SlidingWindowLimiter; resetPassword: SlidingWindowLimiter };
  formSchemas: FormSchemas;
  /** Validates a value against one of the contract's component schemas. */
  checkSchema: SchemaCheck;
  /** The clock (Unix ms); tests may replace it. */
  now: () => number;
}
