/** What one scan of the position index needs: typed arrays and plain numbers only. */
export interface ScanInput {
  facetKeys: Int32Array;
  locations: Int32Array;
  secondaryLocations: Int32Array;
  postedTs: Int32Array;
  size: number;
  /** The rows matching the text query, ascending; null without text (every row). */
  textRows: Int32Array | null;
  /** The text matches by relevance, to return the rows in; null for index (newest first) order. */
  relevanceOrder: Int32Array | null;
  /** How many rows to return in relevance order at most (all in index order). */
  limit: number;
  remoteCombos: Uint8Array;
  /** 1 for facet combinations passing every multi-select filter. */
  allowed: Uint8Array;
  /** 1 for the searched locations; null for anywhere. */
  places: Uint8Array | null;
  /** Bit r set for locations within distance option r of the searched place. */
  radiusBits: Uint8Array;
  radiusCount: number;
  remoteOnly: boolean;
  includeRemote: boolean;
  /** Posting-time lower bounds: the date filter, then the 1, 7 and 30 day options. */
  selectedMin: number;
  dayMin: number;
  weekMin: number;
  monthMin: number;
  comboCount: number;
}

/** Counts per facet combination, and the matching rows in result order. */
export interface ScanOutput {
  /** How many rows match. */
  count: number;
  inPlaces: Int32Array;
  inPlacesByDate: [Int32Array, Int32Array, Int32Array];
  remoteElsewhere: Int32Array;
  remoteElsewhereByDate: [Int32Array, Int32Array, Int32Array];
  withinRadius: Int32Array[];
  rows: Int32Array;
}

/**
 * The hot loop of search, kept small and monomorphic so V8 compiles it well: one pass in index
 * order (memory order) over every row, or over the text's matches, counts every facet (positions in the places, remote positions elsewhere,
 * by date and distance option) and collects the matching rows. No allocation or call per row.
 * In relevance order, the text matches are then walked only until `limit` rows match.
 */
let matchedBuffer = new Int32Array(0);
let matchFlags = new Uint8Array(0);

export const scanRows = (input: ScanInput): ScanOutput => {
  const {
    facetKeys,
    locations,
    secondaryLocations,
    postedTs,
    textRows,
    relevanceOrder,
    remoteCombos,
    allowed,
  } = input;
  const { places, radiusBits, radiusCount, remoteOnly, includeRemote, comboCount } = input;
  const { selectedMin, dayMin, weekMin, monthMin } = input;
  const inPlaces = new Int32Array(comboCount);
  const inDay = new Int32Array(comboCount);
  const inWeek = new Int32Array(comboCount);
  const inMonth = new Int32Array(comboCount);
  const remoteElsewhere = new Int32Array(comboCount);
  const remoteDay = new Int32Array(comboCount);
  const remoteWeek = new Int32Array(comboCount);
  const remoteMonth = new Int32Array(comboCount);
  const withinRadius: Int32Array[] = [];
  for (let radius = 0; radius < radiusCount; radius += 1)
    withinRadius.push(new Int32Array(comboCount));
  const size = input.size;
  // Reused between scans (searches run one at a time): only the matches are copied out.
  if (matchedBuffer.length < size) matchedBuffer = new Int32Array(size);
  const matched = matchedBuffer;
  let count = 0;

  // With text, only its matches are visited: a search for a rare word costs that word's rows.
  const visited = textRows === null ? size : textRows.length;
  for (let at = 0; at < visited; at += 1) {
    const row = textRows === null ? at : (textRows[at] ?? 0);
    const key = facetKeys[row] ?? 0;
    const remote = remoteCombos[key] === 1;
    if (remoteOnly && !remote) continue;
    const primary = locations[row] ?? 0;
    const secondary = secondaryLocations[row] ?? 0;
    const posted = postedTs[row] ?? 0;
    const selected = posted >= selectedMin;
    if (selected && radiusCount > 0) {
      const nearby = (radiusBits[primary] ?? 0) | (radiusBits[secondary] ?? 0);
      for (let radius = 0; nearby !== 0 && radius < radiusCount; radius += 1) {
        if ((nearby & (1 << radius)) !== 0) {
          const counter = withinRadius[radius];
          if (counter !== undefined) counter[key] = (counter[key] ?? 0) + 1;
        }
      }
    }
    const located = places === null || places[primary] === 1 || places[secondary] === 1;
    if (located) {
      if (selected) inPlaces[key] = (inPlaces[key] ?? 0) + 1;
      if (posted >= monthMin) {
        inMonth[key] = (inMonth[key] ?? 0) + 1;
        if (posted >= weekMin) {
          inWeek[key] = (inWeek[key] ?? 0) + 1;
          if (posted >= dayMin) inDay[key] = (inDay[key] ?? 0) + 1;
        }
      }
    } else if (remote) {
      if (selected) remoteElsewhere[key] = (remoteElsewhere[key] ?? 0) + 1;
      if (posted >= monthMin) {
        remoteMonth[key] = (remoteMonth[key] ?? 0) + 1;
        if (posted >= weekMin) {
          remoteWeek[key] = (remoteWeek[key] ?? 0) + 1;
          if (posted >= dayMin) remoteDay[key] = (remoteDay[key] ?? 0) + 1;
        }
      }
    }
    if (selected && allowed[key] === 1 && (located || (includeRemote && remote)))
      matched[count++] = row;
  }

  return {
    count,
    inPlaces,
    inPlacesByDate: [inDay, inWeek, inMonth],
    remoteElsewhere,
    remoteElsewhereByDate: [remoteDay, remoteWeek, remoteMonth],
    withinRadius,
    rows:
      relevanceOrder === null
        ? matched.slice(0, count)
        : inRelevanceOrder(matched.subarray(0, count), relevanceOrder, input.limit, size),
  };
};

/** The first `limit` of the matching rows in the order of `order`. */
const inRelevanceOrder = (
  matching: Int32Array,
  order: Int32Array,
  limit: number,
  size: number,
): Int32Array => {
  if (matchFlags.length < size) matchFlags = new Uint8Array(size);
  const flags = matchFlags;
  for (let at = 0; at < matching.length; at += 1) flags[matching[at] ?? 0] = 1;
  const rows = new Int32Array(Math.min(limit, matching.length));
  let kept = 0;
  for (let at = 0; at < order.length && kept < rows.length; at += 1) {
    const row = order[at] ?? 0;
    if (flags[row] === 1) rows[kept++] = row;
  }
  for (let at = 0; at < matching.length; at += 1) flags[matching[at] ?? 0] = 0;
  return rows;
};
