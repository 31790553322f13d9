import {
  KYC_DOCUMENT_NUMBER_MAX,
  type KycDocumentSide,
  type KycDocumentType,
  type KycField,
  sidesNeeded,
} from '@betogether/contracts/kyc/kyc.constants';
import type { KycState, KycSubmission } from '@betogether/contracts/kyc/kyc.schemas';
import { profileFieldError } from '@/lib/form-rules';

/** The form as the member filled it; `documentType` is null until one is chosen. */
export type KycFormValues = {
  documentType: KycDocumentType | null;
  country: string;
  documentNumber: string;
  expiresOn: string;
  firstName: string;
  lastName: string;
  birthDate: string;
};

export type KycFormField = keyof KycFormValues;

/** In the order of the form: the first one with a problem gets the focus. */
export const kycFormFields: readonly KycFormField[] = [
  'documentType',
  'country',
  'documentNumber',
  'expiresOn',
  'firstName',
  'lastName',
  'birthDate',
];

// kycSubmissionSchema's document number: 4 to 30 characters, as printed.
const DOCUMENT_NUMBER_MIN = 4;
const documentNumberPattern = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

type Translate = (key: string, values?: Record<string, number>) => string;

/** A day in the member's own calendar, as `YYYY-MM-DD` (what a date input holds). */
export function localDay(now: Date, plusDays = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + plusDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

function documentNumberError(value: string, translate: Translate): string | undefined {
  const number = value.trim();
  if (!number) return translate('validation.documentNumber.required');
  if (number.length < DOCUMENT_NUMBER_MIN)
    return translate('validation.documentNumber.tooShort', { min: DOCUMENT_NUMBER_MIN });
  if (number.length > KYC_DOCUMENT_NUMBER_MAX)
    return translate('validation.documentNumber.tooLong', { max: KYC_DOCUMENT_NUMBER_MAX });
  if (!documentNumberPattern.test(number)) return translate('validation.documentNumber.characters');
  return undefined;
}

/**
 * A field's problem with the contract's rules (kycSubmissionSchema, and the profile's for names,
 * birth date and country), as `validation.*` texts of the kyc namespace. The document must expire
 * after today, as the server checks it (one expiring today is refused).
 */
export function kycFieldError(
  field: KycFormField,
  values: KycFormValues,
  translate: Translate,
  today: string,
): string | undefined {
  switch (field) {
    case 'documentType':
      return values.documentType ? undefined : translate('validation.documentType');
    case 'documentNumber':
      return documentNumberError(values.documentNumber, translate);
    case 'expiresOn':
      if (!isoDay.test(values.expiresOn) || Number.isNaN(Date.parse(`${values.expiresOn}T00:00:00Z`)))
        return translate('validation.expiresOn');
      return values.expiresOn <= today ? translate('validation.expired') : undefined;
    default:
      return profileFieldError(field, values[field], translate);
  }
}

export function kycFormErrors(
  values: KycFormValues,
  translate: Translate,
  today: string,
): Partial<Record<KycFormField, string>> {
  const errors: Partial<Record<KycFormField, string>> = {};
  for (const field of kycFormFields) {
    const error = kycFieldError(field, values, translate, today);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The request body: texts trimmed, the country in capitals, as the server reads them. */
export function submissionOf(values: KycFormValues): KycSubmission | null {
  if (!values.documentType) return null;
  return {
    documentType: values.documentType,
    documentNumber: values.documentNumber.trim(),
    country: values.country.trim().toUpperCase(),
    expiresOn: values.expiresOn,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: values.birthDate,
  };
}

/** What a reviewer asked again, as the form's fields and photo sides (`legalName`: both names). */
export function askedAgain(fields: readonly KycField[]): Set<KycFormField | KycDocumentSide> {
  return new Set(
    fields.flatMap((field): (KycFormField | KycDocumentSide)[] =>
      field === 'legalName' ? ['firstName', 'lastName'] : [field],
    ),
  );
}

/**
 * The photos a resubmission need not send again: the server carries over those of the last
 * submission the reviewer did not ask for (docs/decisions.md "KYC", "Which photos").
 */
export function carriedOver({ status, request }: KycState): KycDocumentSide[] {
  if (status !== 'resubmission_requested' || !request) return [];
  return sidesNeeded(request.documentType).filter((side) => !request.resubmitFields.includes(side));
}

/**
 * Where the form starts: the names, birth date and country of the profile (what the submission is
 * checked against); after an earlier submission, its document type and country, and for a
 * resubmission its expiry date unless that is asked again. The number is typed again: only its
 * last characters are ever shown.
 */
export function initialValues({ status, request, profile }: KycState): KycFormValues {
  const asked = new Set(request?.resubmitFields ?? []);
  const keepExpiry = status === 'resubmission_requested' && request && !asked.has('expiresOn');
  return {
    documentType: request?.documentType ?? null,
    country: request?.country ?? profile.country,
    documentNumber: '',
    expiresOn: keepExpiry ? request.expiresOn : '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate,
  };
}
