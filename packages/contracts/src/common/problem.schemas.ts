import { z } from 'zod';

/** RFC 9457 problem details, as every error of the API answers. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.string(),
});

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  requestId: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  retryAfterSeconds: z.number().int().optional(),
});

export type Problem = z.infer<typeof problemSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
