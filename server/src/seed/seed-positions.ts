import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf, jsonArrayElements } from '../db/dialect';
import type { Database, FacetCombosTable } from '../db/schema';
import { CITIES, displayName, standardizedName } from './cities';
import { generatePositions, ROLE_TYPE_FOR_LEVEL, type GeneratedPosition } from './positions';
import { SKILL_VOCABULARY } from './roles';

/** Rows per multi-row INSERT: well under SQLite's 32,766 bound parameters. */
const BATCH_SIZE = 400;

const inBatches = async <T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await insert(rows.slice(start, start + BATCH_SIZE));
  }
};

const facetCombo = (position: GeneratedPosition): Omit<FacetCombosTable, 'id'> => ({
  department: position.role.department,
  business_unit: position.businessUnit,
  employment_type: position.employmentType,
  seniority: position.level,
  work_location_option: position.workLocationOption,
  career_discipline: position.role.careerDiscipline,
  roletype: ROLE_TYPE_FOR_LEVEL(position.level),
  profession: position.role.profession,
});

const insertLocations = async (trx: Transaction<Database>) => {
  await trx
    .insertInto('locations')
    .values(
      CITIES.map((place, index) => ({
        id: index + 1,
        city: place.city,
        region_code: place.regionCode,
        region_name: place.regionName,
        country_code: place.countryCode,
        country_name: place.countryName,
        lat: place.lat,
        lng: place.lng,
        standardized: standardizedName(place),
        display: displayName(place),
      })),
    )
    .execute();
  await trx
    .insertInto('locations_rtree')
    .values(
      CITIES.map((place, index) => ({
        id: index + 1,
        min_lat: place.lat,
        max_lat: place.lat,
        min_lng: place.lng,
        max_lng: place.lng,
      })),
    )
    .execute();
};

/**
 * Query suggestions (titles, departments, skills), weighted by how many open positions they would
 * find. Places are suggested from the gazetteer (see `Gazetteer.suggest`).
 */
const insertAutocompleteTerms = async (trx: Transaction<Database>) => {
  await trx
    .insertInto('autocomplete_terms')
    .columns(['kind', 'label', 'value', 'normalized', 'weight', 'language'])
    .expression(
      trx
        .selectFrom('positions')
        .where('archived_at', 'is', null)
        .groupBy(['name', 'language'])
        .select((eb) => [
          sql.lit('title').as('kind'),
          'name as label',
          eb.fn('lower', ['name']).as('value'),
          eb.fn('lower', ['name']).as('normalized'),
          eb.fn.countAll().as('weight'),
          'language',
        ]),
    )
    .execute();
  await trx
    .insertInto('autocomplete_terms')
    .columns(['kind', 'label', 'value', 'normalized', 'weight'])
    .expression(
      trx
        .selectFrom('positions')
        .where('archived_at', 'is', null)
        .groupBy('department')
        .select((eb) => [
          sql.lit('department').as('kind'),
          'department as label',
          eb.fn('lower', ['department']).as('value'),
          eb.fn('lower', ['department']).as('normalized'),
          eb.fn.countAll().as('weight'),
        ]),
    )
    .execute();
  // Skills are stored as JSON arrays, expanded to rows for counting.
  await sql`
    INSERT INTO autocomplete_terms (kind, label, value, normalized, weight)
    SELECT 'skill', skill.value, lower(skill.value), lower(skill.value), count(*)
    FROM position_details AS d
    JOIN positions AS p ON p.id = d.position_id AND p.archived_at IS NULL
    CROSS JOIN ${jsonArrayElements(dialectOf(trx), sql.ref('d.skills'))} AS skill
    GROUP BY skill.value
  `.execute(trx);
};

/**
 * Writes `count` deterministic positions with their locations, facet combinations, skills
 * vocabulary and autocomplete terms, in one transaction.
 */
export const seedPositions = async (db: Db, count: number): Promise<GeneratedPosition[]> => {
  const positions = generatePositions(count);
  const comboIds = new Map<string, number>();
  const combos: FacetCombosTable[] = [];
  const facetKeys = positions.map((position) => {
    const combo = facetCombo(position);
    const key = JSON.stringify(combo);
    let id = comboIds.get(key);
    if (id === undefined) {
      id = combos.length + 1;
      comboIds.set(key, id);
      combos.push({ id, ...combo });
    }
    return id;
  });

  await db.transaction().execute(async (trx) => {
    await insertLocations(trx);
    await inBatches(combos, (batch) => trx.insertInto('facet_combos').values(batch).execute());
    await inBatches(
      positions.map((position, index) => ({ position, facetKey: facetKeys[index] ?? 0 })),
      async (batch) => {
        await trx
          .insertInto('positions')
          .values(
            batch.map(({ position, facetKey }) => ({
              id: position.id,
              display_job_id: `NWL-${position.id}`,
              ats_job_id: `R-${23_000 + position.id * 7}`,
              name: position.name,
              role_family: position.role.family,
              department: position.role.department,
              business_unit: position.businessUnit,
              employment_type: position.employmentType,
              seniority: position.level,
              work_location_option: position.workLocationOption,
              location_flexibility: position.locationFlexibility,
              career_discipline: position.role.careerDiscipline,
              roletype: ROLE_TYPE_FOR_LEVEL(position.level),
              profession: position.role.profession,
              location_id: position.locationId,
              secondary_location_id: position.secondaryLocationId,
              posted_ts: position.postedTs,
              creation_ts: position.creationTs,
              archived_at: position.archivedAt,
              facet_key: facetKey,
              language: position.language,
            })),
          )
          .execute();
        await trx
          .insertInto('position_details')
          .values(
            batch.map(({ position }) => ({
              position_id: position.id,
              description_html: position.descriptionHtml,
              skills: JSON.stringify(position.skills),
              salary_min: position.salary?.min ?? null,
              salary_max: position.salary?.max ?? null,
              salary_currency: position.salary?.currency ?? null,
              salary_period: position.salary?.period ?? null,
              valid_through: position.validThrough,
              hiring_manager_name: position.hiringManager?.name ?? null,
              hiring_manager_title: position.hiringManager?.title ?? null,
              applicant_count: position.applicantCount,
              overrides: JSON.stringify(position.overrides),
            })),
          )
          .execute();
      },
    );
    const skills: Insertable<Database['skills']>[] = SKILL_VOCABULARY.map((name) => ({
      name,
      normalized: name.toLowerCase(),
    }));
    await trx.insertInto('skills').values(skills).execute();
    await insertAutocompleteTerms(trx);
    await trx
      .insertInto('app_meta')
      .values({ key: 'positions_seeded', value: String(positions.length) })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value: String(positions.length) }),
      )
      .execute();
  });
  await sql`ANALYZE`.execute(db);
  return positions;
};
