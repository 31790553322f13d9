import { z } from 'zod';
import { textSchema } from '../common/text.schemas';
import { languages, roles, switchableRoles, themes } from './users.constants';

export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export const themeSchema = z.enum(themes);
export type Theme = z.infer<typeof themeSchema>;

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose a country');

/** The longest first or last name (the forms say so in their message). */
export const PERSON_NAME_MAX = 60;
export const personNameSchema = textSchema
  .trim()
  .min(1, 'Required')
  .max(PERSON_NAME_MAX, `At most ${PERSON_NAME_MAX} characters`)
  .regex(/^[^<>{}\d@#$%^*=+_|~`]+$/u, 'Use letters, spaces, apostrophes and hyphens');

/** Members must be at least 16 (see docs/decisions.md). */
export const MINIMUM_AGE_YEARS = 16;

export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A day of the calendar, `YYYY-MM-DD`, that exists (no 30 February: the database refuses it with a 500). */
export const calendarDateSchema = z.iso.date({ error: 'Use a real date, as YYYY-MM-DD' });

export const birthDateSchema = calendarDateSchema
  .refine(
    (value) => ageOn(value, new Date()) >= MINIMUM_AGE_YEARS,
    `You must be at least ${MINIMUM_AGE_YEARS}`,
  )
  .refine((value) => ageOn(value, new Date()) <= 120, 'Check the year');

/** The signed-in member's own data, as `GET /api/user-profile/` answers it. */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  birthDate: z.string(),
  country: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  role: roleSchema,
  language: languageSchema,
  theme: themeSchema,
  twoFactorEnabled: z.boolean(),
  referralCode: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

export const editProfileBodySchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    birthDate: birthDateSchema,
    country: countryCodeSchema,
    bio: textSchema.trim().max(300, 'At most 300 characters'),
    /** A ready `avatar` upload of the member (`/api/uploads`), `null` to remove the photo, absent to keep it. */
    avatarMediaId: z.uuid().nullable(),
    /** A ready `cover` upload, `null` to remove it, absent to keep it. */
    coverMediaId: z.uuid().nullable(),
    language: languageSchema,
    theme: themeSchema,
  })
  .partial()
  .strict();
export type EditProfileBody = z.infer<typeof editProfileBodySchema>;

/** Spec §7: `/api/editProfile` answers `success` and `data.user`. */
export const editProfileResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: userSchema }),
});

/** `/api/chnageRole` (spelled so by the spec) switches between member and partner. */
export const changeRoleBodySchema = z.object({ role: z.enum(switchableRoles) }).strict();
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

/** How another member appears in lists (posts, comments, friends, notifications, search). */
export const personSummarySchema = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;
