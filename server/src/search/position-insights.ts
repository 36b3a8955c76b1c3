import type { components } from '../../../generated/server/pcsx';
import type { Repositories } from '../db/repositories';
import type { PositionFullRecord } from '../db/repositories/positions';

type PositionInsights = components['schemas']['PositionInsights'];

const DAY_SECONDS = 86_400;

/**
 * Aggregate facts about a position. Days are counted from the data clock (the newest posting),
 * and hiring in its department is growing or slowing when the last 30 days' postings differ by
 * more than 10% from the 30 days before.
 */
export const positionInsights = async (
  { positions, applications }: Pick<Repositories, 'positions' | 'applications'>,
  position: PositionFullRecord,
  clock: number,
): Promise<PositionInsights> => {
  const recent = await positions.countPostedBetween(
    position.department,
    clock - 30 * DAY_SECONDS,
    clock + 1,
  );
  const previous = await positions.countPostedBetween(
    position.department,
    clock - 60 * DAY_SECONDS,
    clock - 30 * DAY_SECONDS,
  );
  return {
    applicantCount: position.applicantCount + (await applications.countForPosition(position.id)),
    postedDaysAgo: Math.max(0, Math.floor((clock - position.postedTs) / DAY_SECONDS)),
    similarOpenings: Math.max(0, (await positions.countOpenInFamily(position.roleFamily)) - 1),
    topSkills: position.skills.slice(0, 3),
    hiringTrend:
      recent > previous * 1.1 ? 'growing' : recent < previous * 0.9 ? 'slowing' : 'steady',
  };
};
