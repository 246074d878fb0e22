// The webhook settings read from the app's configuration (config.ts).
import type { AppConfig } from '../../config';
import type { TargetPolicy } from './webhook-url';

export const targetPolicyOf = (config: AppConfig): TargetPolicy => ({
  requireHttps: config.NODE_ENV === 'production' && !config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
  allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
});

/** Seconds before each retry: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (8 attempts, 27.6 hours). */
export const retrySecondsOf = (config: AppConfig): number[] =>
  config.WEBHOOK_RETRY_SECONDS.split(',')
    .map((part) => Number(part.trim()))
    .filter((value) => Number.isFinite(value) && value >= 0);
