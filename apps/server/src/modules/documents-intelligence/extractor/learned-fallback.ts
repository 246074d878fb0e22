// The learned locator as a fallback (issue 23): a typed field the rules did not find takes the
// model's value (learned.ts) when the checks keep it and it changes no other field's outcome: a
// guess that would turn a rule's value into N/A (a balance that no longer reconciles) is dropped,
// not the rule's value.
import type { DocumentClass, Found, PageText } from './find';
import { locateLearned } from './learned';

type Read = Map<string, Found | null>;

const outcome = (found: Found | null | undefined) =>
  JSON.stringify([found?.value ?? null, found?.reason ?? null]);

const sameElsewhere = (a: Read, b: Read, own: Set<string>) =>
  [...new Set([...a.keys(), ...b.keys()])].every(
    (k) => own.has(k) || outcome(a.get(k)) === outcome(b.get(k)),
  );

const kept = (found: Found | null | undefined) =>
  !!found && !found.reason && found.value !== null && found.value !== undefined;

/** The fields as read by the rules (before any check), checked, with the learned values that hold. */
export const withLearned = (
  cls: DocumentClass,
  pages: PageText[],
  read: Read,
  check: (found: Read) => void,
): Read => {
  const checked = (extra: [string, Found][]) => {
    const found = new Map(read);
    for (const [key, value] of extra) found.set(key, value);
    check(found);
    return found;
  };
  const base = checked([]);
  const guesses = cls.fields.flatMap((field): [string, Found][] => {
    if (read.get(field.key)) return [];
    const guess = locateLearned(cls.id, field.key, pages);
    return guess ? [[field.key, guess]] : [];
  });
  const holding = guesses.filter(([key, guess]) => {
    const found = checked([[key, guess]]);
    return kept(found.get(key)) && sameElsewhere(base, found, new Set([key]));
  });
  if (holding.length === 0) return base;
  const all = checked(holding);
  const own = new Set(holding.map(([key]) => key));
  return holding.every(([key]) => kept(all.get(key))) && sameElsewhere(base, all, own) ? all : base;
};
