import { z } from 'zod';
import { birthDateSchema, countryCodeSchema, personNameSchema, userSchema } from '../users/users.schemas';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** No composition rules (NIST SP 800-63B); the server also refuses common passwords. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'At most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'At least 3 characters')
  .max(30, 'At most 30 characters')
  .regex(/^[a-zA-Z0-9_.]+$/, 'Use letters, digits, dots and underscores')
  .regex(/^[a-zA-Z0-9]/, 'Start with a letter or a digit');

export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

/** A random id the browser keeps to recognise itself; unknown devices get a second sign-in step. */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid device id');

export const registerBodySchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    password: passwordSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    birthDate: birthDateSchema,
    country: countryCodeSchema,
    acceptTerms: z.literal(true, { error: 'Accept the conditions to continue' }),
    referrer: z.string().trim().max(64).optional(),
    deviceId: deviceIdSchema,
    language: z.enum(['en', 'fr']).default('en'),
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Whether or not the email was already used, the answer is the same (no enumeration). */
export const challengeResponseSchema = z.object({
  challengeId: z.uuid(),
  emailHint: z.string(),
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
});
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

export const verifyCodeBodySchema = z
  .object({ challengeId: z.uuid(), code: otpCodeSchema, deviceId: deviceIdSchema })
  .strict();
export type VerifyCodeBody = z.infer<typeof verifyCodeBodySchema>;

export const resendCodeBodySchema = z.object({ challengeId: z.uuid() }).strict();

export const sessionResponseSchema = z.object({ token: z.string(), user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginBodySchema = z
  .object({
    identifier: z.string().trim().min(1, 'Enter your email or username').max(254),
    password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
    deviceId: deviceIdSchema,
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authenticated'), token: z.string(), user: userSchema }),
  z.object({
    status: z.literal('code_required'),
    reason: z.enum(['two_factor', 'new_device', 'verify_email']),
    challenge: challengeResponseSchema,
  }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const emailOnlyBodySchema = z
  .object({ email: emailSchema, language: z.enum(['en', 'fr']).default('en') })
  .strict();
export type EmailOnlyBody = z.infer<typeof emailOnlyBodySchema>;

export const acceptedResponseSchema = z.object({ accepted: z.literal(true) });

export const resetLinkParamsSchema = z.object({
  id: z.uuid(),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type ResetLinkParams = z.infer<typeof resetLinkParamsSchema>;

export const resetLinkStatusSchema = z.object({ valid: z.literal(true), expiresAt: z.iso.datetime() });

export const confirmResetBodySchema = z
  .object({
    id: z.uuid(),
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid link'),
    password: passwordSchema,
  })
  .strict();
export type ConfirmResetBody = z.infer<typeof confirmResetBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const twoFactorBodySchema = z.object({ enabled: z.boolean() }).strict();

export const sessionSchema = z.object({
  id: z.uuid(),
  deviceLabel: z.string(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ items: z.array(sessionSchema) });

export const idParamsSchema = z.object({ id: z.uuid() });

export const availabilityQuerySchema = z.object({ username: usernameSchema });
export const availabilityResponseSchema = z.object({ available: z.boolean() });

export const referrerParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });
export const referrerResponseSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Referrer = z.infer<typeof referrerResponseSchema>;
