import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The request's `Idempotency-Key` (its form checked by the route's `idempotencyKeyHeaderSchema`):
 * money and coin routes need one, and answer 400 IDEMPOTENCY_KEY_REQUIRED without it.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}
