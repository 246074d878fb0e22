export { createPgBossQueue, type JobQueue } from './queue';
