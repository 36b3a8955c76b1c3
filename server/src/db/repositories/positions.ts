import type { CompiledQuery, Transaction } from 'kysely';
import type { components } from '../../../../generated/server/pcsx';
import { isRecord, isStringArray, parseStoredJson } from '../../lib/json';
import { LruCache } from '../../lib/lru';
import type { SearchCache } from '../../search-cache/search-cache';
import type { Db } from '../database';
import type { Database, FacetCombosTable } from '../schema';
import { dialectOf, isInList, listParameter, possibleRowIds } from '../dialect';

type PositionSummary = components['schemas']['PositionSummary'];
type PositionOverrides = components['schemas']['PositionOverrides']['pcsxBaseConfigOverrides'];

/** A job the employer posts: what it is and where; the rest follows its department. */
export interface NewOpenPosition {
  title: string;
  /** One of the site's locations. */
  locationId: number;
  department: string;
  workLocationOption: FacetCombosTable['work_location_option'];
  employmentType?: string;
  seniority?: string;
  skills?: string[];
  descriptionHtml: string;
  nowMs: number;
}

/** The id of a combination of facet values, added when no position had it yet. */
const facetComboId = async (
  trx: Transaction<Database>,
  combo: Omit<FacetCombosTable, 'id'>,
): Promise<number> => {
  const found = await trx
    .selectFrom('facet_combos')
    .select('id')
    .where('department', '=', combo.department)
    .where('business_unit', '=', combo.business_unit)
    .where('employment_type', '=', combo.employment_type)
    .where('seniority', '=', combo.seniority)
    .where('work_location_option', '=', combo.work_location_option)
    .where('career_discipline', '=', combo.career_discipline)
    .where('roletype', '=', combo.roletype)
    .where('profession', '=', combo.profession)
    .executeTakeFirst();
  if (found) return found.id;
  const last = await trx
    .selectFrom('facet_combos')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const id = (last?.id ?? 0) + 1;
  await trx
    .insertInto('facet_combos')
    .values({ id, ...combo })
    .execute();
  return id;
};

/** A position as listed, before the caller's saved state is known. */
export type PositionListing = Omit<PositionSummary, 'isSaved'>;

export interface PositionRecord extends PositionListing {
  roleFamily: string;
  archivedAt: number | null;
  locationIds: number[];
  coordinates: { location: string; lat: number; lng: number; countryCode: string; city: string }[];
}

export interface PositionFullRecord extends PositionRecord {
  /** BCP 47 language of the name and description. */
  language: string;
  jobDescription: string;
  skills: string[];
  salaryRange: components['schemas']['SalaryRange'] | null;
  validThrough: string | null;
  hiringManager: components['schemas']['HiringManager'] | null;
  applicantCount: number;
  overrides: PositionOverrides;
}

export type PositionState = 'open' | 'closed' | 'unknown';

const positionQuery = (db: Db) =>
  db
    .selectFrom('positions as p')
    .innerJoin('locations as l1', 'l1.id', 'p.location_id')
    .leftJoin('locations as l2', 'l2.id', 'p.secondary_location_id')
    .select([
      'p.id',
      'p.display_job_id',
      'p.ats_job_id',
      'p.name',
      'p.role_family',
      'p.department',
      'p.business_unit',
      'p.employment_type',
      'p.seniority',
      'p.work_location_option',
      'p.location_flexibility',
      'p.posted_ts',
      'p.creation_ts',
      'p.archived_at',
      'p.location_id',
      'p.secondary_location_id',
      'l1.display as l1_display',
      'l1.standardized as l1_standardized',
      'l1.country_name as l1_country_name',
      'l1.country_code as l1_country_code',
      'l1.city as l1_city',
      'l1.lat as l1_lat',
      'l1.lng as l1_lng',
      'l2.display as l2_display',
      'l2.standardized as l2_standardized',
      'l2.country_code as l2_country_code',
      'l2.city as l2_city',
      'l2.lat as l2_lat',
      'l2.lng as l2_lng',
    ]);

type PositionQueryRow = Awaited<
  ReturnType<ReturnType<typeof positionQuery>['executeTakeFirstOrThrow']>
>;

const toRecord = (row: PositionQueryRow): PositionRecord => {
  const remote = row.work_location_option === 'remote';
  const secondary =
    row.l2_display !== null &&
    row.l2_standardized !== null &&
    row.l2_lat !== null &&
    row.l2_lng !== null &&
    row.l2_country_code !== null &&
    row.l2_city !== null
      ? {
          display: row.l2_display,
          standardized: row.l2_standardized,
          lat: row.l2_lat,
          lng: row.l2_lng,
          countryCode: row.l2_country_code,
          city: row.l2_city,
        }
      : null;
  return {
    id: row.id,
    displayJobId: row.display_job_id,
    name: row.name,
    locations: [
      row.l1_display,
      ...(secondary ? [secondary.display] : []),
      ...(remote ? [`Remote - ${row.l1_country_name}`] : []),
    ],
    standardizedLocations: [
      row.l1_standardized,
      ...(secondary ? [secondary.standardized] : []),
      ...(remote ? [row.l1_country_code] : []),
    ],
    postedTs: row.posted_ts,
    creationTs: row.creation_ts,
    department: row.department,
    businessUnit: row.business_unit,
    workLocationOption: row.work_location_option,
    locationFlexibility: row.location_flexibility,
    atsJobId: row.ats_job_id,
    positionUrl: `/careers/job/${row.id}`,
    employmentType: row.employment_type,
    seniority: row.seniority,
    roleFamily: row.role_family,
    archivedAt: row.archived_at,
    locationIds: [
      row.location_id,
      ...(row.secondary_location_id === null ? [] : [row.secondary_location_id]),
    ],
    coordinates: [
      {
        location: row.l1_standardized,
        lat: row.l1_lat,
        lng: row.l1_lng,
        countryCode: row.l1_country_code,
        city: row.l1_city,
      },
      ...(secondary
        ? [
            {
              location: secondary.standardized,
              lat: secondary.lat,
              lng: secondary.lng,
              countryCode: secondary.countryCode,
              city: secondary.city,
            },
          ]
        : []),
    ],
  };
};

/** Drops the server-side fields, leaving exactly the listing shape clients read. */
export const toListing = (record: PositionRecord): PositionListing => ({
  id: record.id,
  displayJobId: record.displayJobId,
  name: record.name,
  locations: record.locations,
  standardizedLocations: record.standardizedLocations,
  postedTs: record.postedTs,
  creationTs: record.creationTs,
  department: record.department,
  businessUnit: record.businessUnit,
  workLocationOption: record.workLocationOption,
  locationFlexibility: record.locationFlexibility,
  atsJobId: record.atsJobId,
  positionUrl: record.positionUrl,
  employmentType: record.employmentType,
  seniority: record.seniority,
});

const parseOverrides = (text: string): PositionOverrides => {
  const value = parseStoredJson(text, 'position overrides');
  if (!isRecord(value)) return {};
  return {
    ...(typeof value.applyButtonLabel === 'string'
      ? { applyButtonLabel: value.applyButtonLabel }
      : {}),
    ...(typeof value.hideSimilarJobs === 'boolean'
      ? { hideSimilarJobs: value.hideSimilarJobs }
      : {}),
  };
};

export const parseSkills = (text: string): string[] => {
  const value = parseStoredJson(text, 'skills');
  return isStringArray(value) ? value : [];
};

/**
 * Listing records are cached by id: every search page reads ten of them, and positions change
 * only when a job is posted or closed (dropping them all, in every process: see `SearchCache`).
 */
const RECORD_CACHE_SIZE = 20_000;

export const createPositionsRepository = (db: Db, searchCache: SearchCache) => {
  const records = searchCache.cache(
    'position-records',
    () => new LruCache<number, PositionRecord>(RECORD_CACHE_SIZE, () => 1),
    { followsJobs: true },
  );
  // Compiled once with the ids as one list parameter: building and compiling the query on
  // every search page cost three times as much as running it.
  const dialect = dialectOf(db);
  const byIds = positionQuery(db)
    .where((eb) => isInList(dialect, eb.ref('p.id'), listParameter(dialect, [])))
    .compile();
  return {
    /** Positions by id, in the order asked for; unknown ids are left out. */
    findMany: async (ids: readonly number[]): Promise<PositionRecord[]> => {
      const found = new Map<number, PositionRecord>();
      const missing: number[] = [];
      for (const id of ids) {
        const record = records.get(id);
        if (record) found.set(id, record);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const madeAt = searchCache.generation;
        const query: CompiledQuery<PositionQueryRow> = {
          ...byIds,
          parameters: [listParameter(dialect, missing)],
        };
        const { rows } = await db.executeQuery(query);
        for (const row of rows) {
          const record = toRecord(row);
          found.set(row.id, record);
          records.set(row.id, record, madeAt);
        }
      }
      return ids.flatMap((id) => {
        const record = found.get(id);
        return record ? [record] : [];
      });
    },

    findOpen: async (id: number): Promise<PositionRecord | undefined> => {
      const row = await positionQuery(db)
        .where('p.id', '=', id)
        .where('p.archived_at', 'is', null)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    findOpenWithDetails: async (id: number): Promise<PositionFullRecord | undefined> => {
      const row = await positionQuery(db)
        .innerJoin('position_details as d', 'd.position_id', 'p.id')
        .select([
          'p.language',
          'd.description_html',
          'd.skills',
          'd.salary_min',
          'd.salary_max',
          'd.salary_currency',
          'd.salary_period',
          'd.valid_through',
          'd.hiring_manager_name',
          'd.hiring_manager_title',
          'd.applicant_count',
          'd.overrides',
        ])
        .where('p.id', '=', id)
        .where('p.archived_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...toRecord(row),
        language: row.language,
        jobDescription: row.description_html,
        skills: parseSkills(row.skills),
        salaryRange:
          row.salary_min !== null &&
          row.salary_max !== null &&
          row.salary_currency !== null &&
          row.salary_period !== null
            ? {
                min: row.salary_min,
                max: row.salary_max,
                currency: row.salary_currency,
                period: row.salary_period,
              }
            : null,
        validThrough: row.valid_through,
        hiringManager:
          row.hiring_manager_name !== null && row.hiring_manager_title !== null
            ? { name: row.hiring_manager_name, title: row.hiring_manager_title }
            : null,
        applicantCount: row.applicant_count,
        overrides: parseOverrides(row.overrides),
      };
    },

    /** Whether each id is an open position, a closed one, or unknown. */
    states: async (ids: readonly number[]): Promise<Map<number, PositionState>> => {
      const possible = possibleRowIds(ids);
      const rows =
        possible.length === 0
          ? []
          : await db
              .selectFrom('positions')
              .select(['id', 'archived_at'])
              .where('id', 'in', possible)
              .execute();
      const known = new Map(
        rows.map((row) => [row.id, row.archived_at === null ? 'open' : 'closed'] as const),
      );
      return new Map(ids.map((id) => [id, known.get(id) ?? 'unknown']));
    },

    /** When applications close for each position, by id; a position that says not is left out. */
    validThroughOf: async (ids: readonly number[]): Promise<Map<number, string>> => {
      const possible = possibleRowIds(ids);
      if (possible.length === 0) return new Map();
      const rows = await db
        .selectFrom('position_details')
        .select(['position_id', 'valid_through'])
        .where('position_id', 'in', possible)
        .where('valid_through', 'is not', null)
        .execute();
      return new Map(
        rows.flatMap((row) =>
          row.valid_through === null ? [] : [[row.position_id, row.valid_through] as const],
        ),
      );
    },

    /** The pay each position lists, by id; a position that lists none is left out. */
    salaryRanges: async (
      ids: readonly number[],
    ): Promise<Map<number, components['schemas']['SalaryRange']>> => {
      const possible = possibleRowIds(ids);
      const rows =
        possible.length === 0
          ? []
          : await db
              .selectFrom('position_details')
              .select([
                'position_id',
                'salary_min',
                'salary_max',
                'salary_currency',
                'salary_period',
              ])
              .where('position_id', 'in', possible)
              .execute();
      return new Map(
        rows.flatMap(({ position_id, salary_min, salary_max, salary_currency, salary_period }) =>
          salary_min !== null &&
          salary_max !== null &&
          salary_currency !== null &&
          salary_period !== null
            ? [
                [
                  position_id,
                  {
                    min: salary_min,
                    max: salary_max,
                    currency: salary_currency,
                    period: salary_period,
                  },
                ] as const,
              ]
            : [],
        ),
      );
    },

    exists: async (id: number): Promise<boolean> =>
      (await db.selectFrom('positions').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined,

    /** Open positions of the same role family, nearest location first, then newest. */
    similarIds: async (position: PositionRecord, limit: number): Promise<number[]> => {
      const rows = await db
        .selectFrom('positions')
        .select('id')
        .where('role_family', '=', position.roleFamily)
        .where('archived_at', 'is', null)
        .where('id', '!=', position.id)
        .orderBy((eb) => eb('location_id', 'in', position.locationIds), 'desc')
        .orderBy('posted_ts', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * How many other open positions share the position's role family, counted up to `cap`: in no
     * order, so the role family index stops at `cap` instead of sorting the whole family.
     */
    countOpenLike: async (position: PositionRecord, cap: number): Promise<number> =>
      (
        await db
          .selectFrom('positions')
          .select('id')
          .where('role_family', '=', position.roleFamily)
          .where('archived_at', 'is', null)
          .where('id', '!=', position.id)
          .limit(cap)
          .execute()
      ).length,

    countOpenInFamily: async (roleFamily: string): Promise<number> => {
      const row = await db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role_family', '=', roleFamily)
        .where('archived_at', 'is', null)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Open postings of a department posted in [from, to) (Unix seconds). */
    countPostedBetween: async (department: string, from: number, to: number): Promise<number> => {
      const row = await db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('department', '=', department)
        .where('posted_ts', '>=', from)
        .where('posted_ts', '<', to)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    openIds: async (limit: number): Promise<number[]> =>
      (
        await db
          .selectFrom('positions')
          .select('id')
          .where('archived_at', 'is', null)
          .orderBy('id')
          .limit(limit)
          .execute()
      ).map((row) => row.id),

    departments: async (): Promise<string[]> =>
      (
        await db
          .selectFrom('positions')
          .select('department')
          .distinct()
          .orderBy('department')
          .execute()
      ).map((row) => row.department),

    /**
     * Opens a new position posted now, like the newest open one of its department (business
     * unit, role, profession, skills) unless told otherwise, and returns its id (undefined when
     * the department has no open position to follow). The caller announces it
     * (`SearchCache.jobsChanged`) so every process's search takes it in.
     */
    createOpen: async (position: NewOpenPosition): Promise<number | undefined> =>
      db.transaction().execute(async (trx) => {
        const like = await trx
          .selectFrom('positions as p')
          .innerJoin('position_details as d', 'd.position_id', 'p.id')
          .select([
            'p.role_family',
            'p.business_unit',
            'p.employment_type',
            'p.seniority',
            'p.career_discipline',
            'p.roletype',
            'p.profession',
            'd.skills',
          ])
          .where('p.department', '=', position.department)
          .where('p.archived_at', 'is', null)
          .orderBy('p.posted_ts', 'desc')
          .orderBy('p.id', 'desc')
          .executeTakeFirst();
        if (!like) return undefined;
        const combo = {
          department: position.department,
          business_unit: like.business_unit,
          employment_type: position.employmentType ?? like.employment_type,
          seniority: position.seniority ?? like.seniority,
          work_location_option: position.workLocationOption,
          career_discipline: like.career_discipline,
          roletype: like.roletype,
          profession: like.profession,
        };
        const facetKey = await facetComboId(trx, combo);
        const last = await trx
          .selectFrom('positions')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        const id = (last?.id ?? 0) + 1;
        const postedTs = Math.floor(position.nowMs / 1000);
        await trx
          .insertInto('positions')
          .values({
            id,
            display_job_id: `NWL-${id}`,
            ats_job_id: `ATS-${id}`,
            name: position.title,
            role_family: like.role_family,
            ...combo,
            location_flexibility: null,
            location_id: position.locationId,
            secondary_location_id: null,
            posted_ts: postedTs,
            creation_ts: postedTs,
            archived_at: null,
            facet_key: facetKey,
          })
          .execute();
        await trx
          .insertInto('position_details')
          .values({
            position_id: id,
            description_html: position.descriptionHtml,
            skills: position.skills === undefined ? like.skills : JSON.stringify(position.skills),
            salary_min: null,
            salary_max: null,
            salary_currency: null,
            salary_period: null,
            valid_through: null,
            hiring_manager_name: null,
            hiring_manager_title: null,
            applicant_count: 0,
            overrides: '{}',
          })
          .execute();
        return id;
      }),
  };
};

export type PositionsRepository = ReturnType<typeof createPositionsRepository>;
