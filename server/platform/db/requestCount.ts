// The HTTP requests being answered, counted from start to answer: a background reader's whenIdle
// waits while any is (docs/math.md#the-vote-while-the-map-is-computed). Both engines count alike.
export interface RequestCount {
  /** Requests started and not yet answered. */
  readonly active: number;
  /** Runs `answer` counted. */
  during<T>(answer: () => Promise<T>): Promise<T>;
}

export function countRequests(): RequestCount {
  let active = 0;
  return {
    get active() {
      return active;
    },
    async during(answer) {
      active += 1;
      try {
        return await answer();
      } finally {
        active -= 1;
      }
    },
  };
}
