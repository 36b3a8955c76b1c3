import type { PositionFacts } from '../../tests/relevance/judge';
import type { Db } from '../src/db/database';

/** What the relevance judge needs to know about positions, read from the database. */
export const positionFacts =
  (db: Db) =>
  async (ids: number[]): Promise<Map<number, PositionFacts>> => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('positions as p')
      .innerJoin('position_details as d', 'd.position_id', 'p.id')
      .innerJoin('locations as primary', 'primary.id', 'p.location_id')
      .leftJoin('locations as secondary', 'secondary.id', 'p.secondary_location_id')
      .select([
        'p.id',
        'p.role_family',
        'p.department',
        'p.seniority',
        'p.employment_type',
        'p.work_location_option',
        'd.skills',
        'primary.city as primaryCity',
        'primary.country_code as primaryCountry',
        'secondary.city as secondaryCity',
        'secondary.country_code as secondaryCountry',
      ])
      .where('p.id', 'in', ids)
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          family: row.role_family,
          department: row.department,
          level: row.seniority,
          employmentType: row.employment_type,
          skills: JSON.parse(row.skills) as string[],
          cities: [row.primaryCity, row.secondaryCity].filter((city) => city !== null),
          countries: [row.primaryCountry, row.secondaryCountry].filter(
            (country) => country !== null,
          ),
          workLocation: row.work_location_option,
        },
      ]),
    );
  };
