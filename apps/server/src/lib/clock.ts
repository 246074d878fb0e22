// The server's one clock (issue 12): epoch seconds, as every time on the wire and in the database
// is. Every "now" of the server reads it, so a test can move time for the whole server at once
// (`setClock`) instead of waiting or patching Date.
let source: () => number = () => Date.now();

/** Now, in epoch seconds. */
export const epochNow = (): number => Math.floor(source() / 1000);

/** Replaces the clock (milliseconds since the epoch); returns a function that restores the real one. */
export const setClock = (now: () => number): (() => void) => {
  source = now;
  return () => {
    source = () => Date.now();
  };
};
