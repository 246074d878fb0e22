export { createPgBossQueue, type JobQueue } from './queue';
export { registerWorkers } from './workers';
