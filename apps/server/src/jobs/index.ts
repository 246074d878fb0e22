export { createPgBossQueue, type JobQueue } from './queue.js';
export { registerWorkers } from './workers.js';
