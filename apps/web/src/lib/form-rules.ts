import { emailSchema, passwordSchema, usernameSchema } from '@betogether/contracts/auth/auth.schemas';
import {
  birthDateSchema,
  countryCodeSchema,
  personNameSchema,
} from '@betogether/contracts/users/users.schemas';

/**
 * The checks forms run as the member types, with the contracts' rules (the server applies the
 * same). Every screen validates through here, after zod is set up for the app's CSP.
 */

export type AccountField = 'email' | 'username' | 'password';

const accountRules: Record<AccountField, (value: string) => boolean> = {
  email: (value) => emailSchema.safeParse(value).success,
  username: (value) => usernameSchema.safeParse(value).success,
  password: (value) => passwordSchema.safeParse(value).success,
};

export function isValidAccountField(field: AccountField, value: string): boolean {
  return accountRules[field](value);
}

export type ProfileField = 'firstName' | 'lastName' | 'birthDate' | 'country' | 'bio';

const rules: Record<ProfileField, (value: string) => boolean> = {
  firstName: (value) => personNameSchema.safeParse(value).success,
  lastName: (value) => personNameSchema.safeParse(value).success,
  birthDate: (value) => birthDateSchema.safeParse(value).success,
  country: (value) => countryCodeSchema.safeParse(value).success,
  bio: (value) => value.trim().length <= 300,
};

/** What is wrong with a name, so that a too long one is not told to use letters only. */
export type NameProblem = 'required' | 'tooLong' | 'invalid';

function nameProblem(value: string): NameProblem | undefined {
  const result = personNameSchema.safeParse(value);
  if (result.success) return undefined;
  const code = result.error.issues[0]?.code;
  return code === 'too_big' ? 'tooLong' : code === 'too_small' ? 'required' : 'invalid';
}

export function profileFieldError(
  field: ProfileField,
  value: string,
  message: (field: ProfileField, problem?: NameProblem) => string,
): string | undefined {
  if (field === 'firstName' || field === 'lastName') {
    const problem = nameProblem(value);
    return problem ? message(field, problem) : undefined;
  }
  return rules[field](value) ? undefined : message(field);
}

/** The message of every field of `values` that breaks its rule. */
export function profileFieldErrors<F extends ProfileField>(
  values: Record<F, string>,
  message: (field: ProfileField, problem?: NameProblem) => string,
) {
  return Object.fromEntries(
    (Object.keys(values) as F[]).map((field) => [field, profileFieldError(field, values[field], message)]),
  ) as Partial<Record<F, string>>;
}
