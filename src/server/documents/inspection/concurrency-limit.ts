/**
 * Runs at most `max` tasks at once; the rest wait their turn in order. Inspection holds a whole
 * file (and a decoder's pixels) in memory, so fifty uploads finishing together take turns rather
 * than hold fifty files at once.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    // A finishing task hands its slot straight to the next in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
