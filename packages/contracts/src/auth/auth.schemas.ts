import { z } from 'zod';
import { textSchema } from '../common/text.schemas';
import { birthDateSchema, countryCodeSchema, personNameSchema, userSchema } from '../users/users.schemas';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/**
 * Per account (per email address, so a registration with a taken email counts the same), whatever
 * the IP: codes issued (registration, sign-in, resend) and wrong codes within an hour.
 */
export const ACCOUNT_CODES_PER_HOUR = 5;
export const ACCOUNT_FAILED_CODES_PER_HOUR = 10;
/** No mailbox gets more than this many mails of one kind (code, sign-up notice, reset, username) an hour. */
export const MAILS_PER_KIND_PER_HOUR = 5;

/** No composition rules (NIST SP 800-63B); the server also refuses common passwords. */
export const passwordSchema = textSchema
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
  .regex(/^[a-zA-Z0-9]/, 'Start with a letter or a digit')
  .refine((name) => !RESERVED_USERNAMES.has(name.toLowerCase()), 'This name is reserved: choose another');

/**
 * Names that are addresses of the app: `/betogether/conversation/{username}` opens a member's
 * conversation, and these segments are screens of their own there.
 */
const RESERVED_USERNAMES: ReadonlySet<string> = new Set(['inbox', 'community']);

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
    referrer: textSchema.trim().max(64).optional(),
    deviceId: deviceIdSchema,
    language: z.enum(['en', 'fr']).default('en'),
    /**
     * A key the browser draws once per registration: a repeat (double click, retry) with the same
     * email and key answers the first answer and sends nothing. Not an Idempotency-Key header:
     * the platform keeps those for the money class.
     */
    clientKey: z.uuid('Invalid key').optional(),
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
    identifier: textSchema.trim().min(1, 'Enter your email or username').max(254),
    password: textSchema.min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
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

/** Reset tokens travel in bodies only: never in a URL that a server or proxy logs. */
export const resetLinkBodySchema = z
  .object({
    id: z.uuid('Invalid link'),
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid link'),
  })
  .strict();
export type ResetLinkBody = z.infer<typeof resetLinkBodySchema>;

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
    currentPassword: textSchema.min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Turning 2-step sign-in off takes the current password (someone at an open session cannot). */
export const twoFactorBodySchema = z
  .object({
    enabled: z.boolean(),
    currentPassword: textSchema.min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((body) => body.enabled || body.currentPassword !== undefined, {
    path: ['currentPassword'],
    message: 'Enter your current password',
  });
export type TwoFactorBody = z.infer<typeof twoFactorBodySchema>;

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

export const referrerParamsSchema = z.object({ code: textSchema.trim().min(1).max(64) });
export const referrerResponseSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Referrer = z.infer<typeof referrerResponseSchema>;
