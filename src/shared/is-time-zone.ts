// Apart from the table of zone names, so that pages which only check a saved zone (the search's
// result dates) do not load that table on their first render.

/** Whether the runtime knows `zone` as a time zone (old names included). */
export const isTimeZone = (zone: string): boolean => {
  if (zone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
