import type { Db } from '../database';
import { createActivityRepository } from './activity';
import { createAppMetaRepository } from './app-meta';
import { createApplicationsRepository } from './applications';
import { createAvatarsRepository } from './avatars';
import type { ChangeFeed } from '../change-feed';
import type { SearchCache } from '../../search-cache/search-cache';
import { createBrandingRepository } from './branding';
import { createDashboardRepository } from './dashboard';
import { createEventsRepository } from './events';
import { createFormsRepository } from './forms';
import { createJobAlertsRepository } from './job-alerts';
import { createJobCartRepository } from './job-cart';
import { createNotificationsRepository } from './notifications';
import { createOffersRepository } from './offers';
import { createPositionsRepository } from './positions';
import { createProfilesRepository } from './profiles';
import { createReferenceRepository } from './reference';
import { createResumesRepository } from './resumes';
import { createSavedPositionsRepository } from './saved-positions';
import { createSessionsRepository } from './sessions';
import { createSettingsRepository } from './settings';
import { createUsersRepository } from './users';

export const createRepositories = (
  db: Db,
  domain: string,
  changes: ChangeFeed,
  searchCache: SearchCache,
) => {
  const positions = createPositionsRepository(db, searchCache);
  return {
    activity: createActivityRepository(db),
    appMeta: createAppMetaRepository(db),
    applications: createApplicationsRepository(db, positions),
    avatars: createAvatarsRepository(db),
    branding: createBrandingRepository(db, domain, changes, searchCache),
    dashboard: createDashboardRepository(db, positions),
    events: createEventsRepository(db),
    forms: createFormsRepository(db),
    jobAlerts: createJobAlertsRepository(db),
    jobCart: createJobCartRepository(db),
    notifications: createNotificationsRepository(db),
    offers: createOffersRepository(db, domain),
    positions,
    profiles: createProfilesRepository(db),
    reference: createReferenceRepository(db),
    resumes: createResumesRepository(db),
    savedPositions: createSavedPositionsRepository(db),
    sessions: createSessionsRepository(db),
    settings: createSettingsRepository(db),
    users: createUsersRepository(db),
  };
};

export type Repositories = ReturnType<typeof createRepositories>;
