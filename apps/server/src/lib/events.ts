// In-process domain events (issue 20 item 1): how a lower module tells the modules above it that
// something happened without importing them. The emitter awaits its listeners one after another,
// in the order they were wired, and a listener's error reaches the emitter: a listener given `tx`
// runs inside the emitter's transaction, so its writes commit or roll back with the change that
// caused them (DESIGN.md §3). Work that must survive a restart is queued by its listener as a
// pg-boss job (jobs/queue.ts), never run from here after the transaction.
// Who emits and who listens: docs/architecture.md "Domain events"; the listeners are wired once,
// in wiring.ts (the composition root beside app.ts and main.ts).
import type { Db, DbOrTx, Tx } from '../db/client';
import type { activities } from '../db/schema/index';
import type { Actor } from './actor';

type ActivityRow = typeof activities.$inferSelect;

/** Every domain event by name, with the payload its listeners receive. */
type DomainEvents = {
  /** A loan moved to Funded (setFunded), in that transaction: servicing boards it. */
  'loan.funded': { tx: Tx; loanId: string; actor: Actor };
  /**
   * A file was uploaded on a Costar or appraisal activity (000 §4 'upload OCR'), in the upload's
   * transaction: the reports module opens the report that the file will be read into and moves the
   * activity to processing.
   */
  'activity.report_file_uploaded': {
    tx: Tx;
    activity: ActivityRow;
    documentId: string;
    fileName: string;
    actor: Actor;
  };
  /** A document's text was read (or could not be) by the extraction job: an uploaded report is finished. */
  'document.read': { db: Db; documentId: string };
  /**
   * An audit row was written (plugins/audit.ts recordAudit), in the change's transaction: the
   * webhooks module queues the outgoing events the change stands for.
   */
  'audit.recorded': {
    tx: DbOrTx;
    entry: { action: string; entity_type: string; entity_id: string; before?: unknown; after?: unknown };
  };
};

export type DomainEventName = keyof DomainEvents;

/** The names at run time (the wiring test checks that each one is heard). */
export const DOMAIN_EVENT_NAMES = [
  'loan.funded',
  'activity.report_file_uploaded',
  'document.read',
  'audit.recorded',
] as const satisfies readonly DomainEventName[];
type Listener<K extends DomainEventName> = (payload: DomainEvents[K]) => Promise<void> | void;

export type EventBus = {
  /** Adds a listener; returns the function that removes it. */
  on: <K extends DomainEventName>(name: K, listener: Listener<K>) => () => void;
  /** Runs the event's listeners in wiring order; the first error stops the rest and is thrown. */
  emit: <K extends DomainEventName>(name: K, payload: DomainEvents[K]) => Promise<void>;
  /** How many listeners an event has (the wiring test checks that each event is heard). */
  listenerCount: (name: DomainEventName) => number;
};

export const createEventBus = (): EventBus => {
  const listeners = new Map<DomainEventName, Listener<never>[]>();
  return {
    on: (name, listener) => {
      const list = listeners.get(name) ?? [];
      listeners.set(name, [...list, listener as Listener<never>]);
      return () => {
        listeners.set(
          name,
          (listeners.get(name) ?? []).filter((l) => l !== listener),
        );
      };
    },
    emit: async (name, payload) => {
      for (const listener of listeners.get(name) ?? []) await (listener as Listener<typeof name>)(payload);
    },
    listenerCount: (name) => listeners.get(name)?.length ?? 0,
  };
};

/**
 * The server's one bus. Module functions that emit (setFunded, an upload, the extraction job) take
 * no deps, so the bus is process-wide; wiring.ts subscribes the listeners once per process.
 */
export const domainEvents = createEventBus();
