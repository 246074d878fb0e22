import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_NAMES, domainEvents } from './lib/events';
import { wireDomainEvents } from './wiring';

describe('the module wiring', () => {
  it('gives every domain event a listener, once however often it is called', () => {
    wireDomainEvents();
    const counts = DOMAIN_EVENT_NAMES.map((name) => [name, domainEvents.listenerCount(name)]);
    wireDomainEvents();
    expect(DOMAIN_EVENT_NAMES.map((name) => [name, domainEvents.listenerCount(name)])).toEqual(counts);
    for (const [name, count] of counts) expect(count, name as string).toBeGreaterThan(0);
  });
});
