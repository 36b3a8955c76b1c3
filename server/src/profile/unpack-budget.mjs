// @ts-check

/** Thrown once reading a file would unpack more than its budget allows. */
export class UnpackLimitError extends Error {
  /** @override */
  name = 'UnpackLimitError';
}

/**
 * How many bytes reading one uploaded file may unpack, counted as they are unpacked rather than
 * as the file declares them: a zip or a PDF may lie about its sizes, and what it unpacks to lives
 * in buffers outside the reading worker's heap limit.
 */
export class UnpackBudget {
  #left;
  /** Whether the file asked for more; readers that swallow errors are judged by this afterwards. */
  exceeded = false;

  /** @param {number} bytes */
  constructor(bytes) {
    this.#left = bytes;
  }

  /**
   * Charges bytes about to be unpacked; past the budget it throws, then and on every later call.
   * @param {number} bytes
   */
  take(bytes) {
    if (this.exceeded || bytes > this.#left) {
      this.exceeded = true;
      throw new UnpackLimitError('The file unpacks to more than reading it may use.');
    }
    this.#left -= bytes;
  }
}
