/** A duration in weeks as written on the site: "1 week", "2-4 weeks", "8+ weeks" (open-ended). */
export interface WeekRange {
  shortest: number;
  /** Infinity for an open-ended duration ("8+ weeks"). */
  longest: number;
}

/** The range of a duration in weeks, or null for one that is not ("ongoing"). */
export function weekRange(duration: string): WeekRange | null {
  const match = duration.match(/^(\d+)(?:-(\d+)|(\+))? weeks?$/);
  if (!match) return null;
  const shortest = Number(match[1]);
  const longest = match[3] ? Number.POSITIVE_INFINITY : Number(match[2] ?? match[1]);
  return { shortest, longest };
}

/** The range of a duration that must be in weeks; throws on any other text. */
export function requireWeekRange(duration: string): WeekRange {
  const range = weekRange(duration);
  if (!range) throw new Error(`Not a duration in weeks: "${duration}"`);
  return range;
}
