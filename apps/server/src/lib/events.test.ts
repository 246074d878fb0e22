import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createEventBus } from './events';

const db = {} as Db;

describe('the domain event bus', () => {
  it('runs the listeners in wiring order, each awaited before the next', async () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.on('document.read', async ({ documentId }) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      heard.push(`first ${documentId}`);
    });
    bus.on('document.read', ({ documentId }) => {
      heard.push(`second ${documentId}`);
    });
    await bus.emit('document.read', { db, documentId: 'd1' });
    expect(heard).toEqual(['first d1', 'second d1']);
  });

  it("hands a listener's error to the emitter and stops there (a transaction rolls back)", async () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.on('document.read', () => {
      throw new Error('listener failed');
    });
    bus.on('document.read', () => {
      heard.push('later');
    });
    await expect(bus.emit('document.read', { db, documentId: 'd1' })).rejects.toThrow('listener failed');
    expect(heard).toEqual([]);
  });

  it('delivers an event only to its own listeners, and no more once removed', async () => {
    const bus = createEventBus();
    const heard: string[] = [];
    const off = bus.on('document.read', () => {
      heard.push('read');
    });
    await bus.emit('loan.funded', { tx: {} as never, loanId: 'l1', actor: { id: 'u1', email: 'a@b.c' } });
    expect(heard).toEqual([]);
    expect(bus.listenerCount('document.read')).toBe(1);
    off();
    await bus.emit('document.read', { db, documentId: 'd1' });
    expect(heard).toEqual([]);
    expect(bus.listenerCount('document.read')).toBe(0);
  });
});
