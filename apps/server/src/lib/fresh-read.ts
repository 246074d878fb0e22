// Coalesces a hot read without serving anything older than the caller (issue 10: the loan data
// version is read on every list and detail request, by every node). Callers that arrive while no
// read is running start one; callers that arrive while a read is running may not join it (it
// may have started before a write they already saw committed), so they share the next read,
// started as soon as the running one ends. Every caller therefore gets a value read after it
// asked, and under load the database sees one read per round trip instead of one per request.
const ignore = () => undefined;

export const freshReads = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current: Promise<T> = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(ignore, ignore).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
};
