import { errors } from 'jose';
import { AppError } from '../../lib/app-error';

/** Maps any verification failure to a 401 that says what a client can act on, no internals. */
export const toUnauthorized = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (error instanceof errors.JWTExpired) return new AppError(401, 'Token expired');
  return new AppError(401, 'Invalid token');
};
