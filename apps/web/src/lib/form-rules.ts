import { emailSchema, passwordSchema, usernameSchema } from '@betogether/contracts/auth/auth.schemas';
import {
  birthDateSchema,
  countryCodeSchema,
  PERSON_NAME_MAX,
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

const rules: Record<Exclude<ProfileField, 'firstName' | 'lastName'>, (value: string) => boolean> = {
  birthDate: (value) => birthDateSchema.safeParse(value).success,
  country: (value) => countryCodeSchema.safeParse(value).success,
  bio: (value) => value.trim().length <= 300,
};

/** What is wrong with a name, so that a too long one is not told to use letters only. */
type NameProblem = 'required' | 'tooLong' | 'invalid';

function nameProblem(value: string): NameProblem | undefined {
  const result = personNameSchema.safeParse(value);
  if (result.success) return undefined;
  const code = result.error.issues[0]?.code;
  return code === 'too_big' ? 'tooLong' : code === 'too_small' ? 'required' : 'invalid';
}

/** Turns a text key of the form's namespace (and its values) into the text shown. */
type Translate = (key: string, values?: Record<string, number>) => string;

/**
 * The message of a field breaking its rule: `validation.<field>` of the form's namespace, or for a
 * name what is wrong with it (`validation.nameTooLong`, `validation.nameCharacters`).
 */
export function profileFieldError(
  field: ProfileField,
  value: string,
  translate: Translate,
): string | undefined {
  if (field === 'firstName' || field === 'lastName') {
    const problem = nameProblem(value);
    if (problem === 'tooLong') return translate('validation.nameTooLong', { max: PERSON_NAME_MAX });
    if (problem === 'invalid') return translate('validation.nameCharacters');
    return problem ? translate(`validation.${field}`) : undefined;
  }
  return rules[field](value) ? undefined : translate(`validation.${field}`);
}

/** The message of every field of `values` that breaks its rule. */
export function profileFieldErrors<F extends ProfileField>(values: Record<F, string>, translate: Translate) {
  return Object.fromEntries(
    (Object.keys(values) as F[]).map((field) => [field, profileFieldError(field, values[field], translate)]),
  ) as Partial<Record<F, string>>;
}
