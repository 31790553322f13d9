import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import type { KycSubmission } from '@betogether/contracts/kyc/kyc.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSingleFlight } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { kycKeys } from '../api/kyc-keys';
import { useSendKyc } from '../api/send-kyc';
import { kycProblem } from '../components/kyc-format';
import { isMismatchField } from './field-notes';
import { type KycFormField, kycFormFields } from './kyc-form-rules';

/** What the server refused, where the form shows it. */
export type Refusal = {
  /** VALIDATION_FAILED: a text per field. */
  fields: Partial<Record<KycFormField, string>>;
  /** KYC_PROFILE_MISMATCH: the fields the profile says otherwise. */
  mismatch: ReadonlySet<KycFormField>;
  /** KYC_DOCUMENTS_MISSING: the photos the server has not got. */
  missingSides: readonly KycDocumentSide[];
  /** The sentence above the send button. */
  message: string | null;
};

const noRefusal: Refusal = { fields: {}, mismatch: new Set(), missingSides: [], message: null };

// The server's detail names the missing photos in English ("Send a photo of: the document's back,
// yourself holding the document"): read which ones, to say it in the member's language.
const sideWords: [KycDocumentSide, RegExp][] = [
  ['front', /\bfront\b/i],
  ['back', /\bback\b/i],
  ['selfie', /\b(selfie|yourself)\b/i],
];

function missingSidesOf(detail: string | undefined): KycDocumentSide[] {
  return detail ? sideWords.filter(([, words]) => words.test(detail)).map(([side]) => side) : [];
}

const isFormField = (field: string): field is KycFormField =>
  (kycFormFields as readonly string[]).includes(field);

/**
 * Sends the submission once (a second press while it goes is ignored) and turns a refusal into what
 * the form shows: texts under the fields, the photo missing, a sentence by the button. A refusal that
 * says the state is not what the page thinks (a photo gone, another tab sent, the profile changed)
 * asks for the state again.
 */
export function useSubmitKyc(onSent: () => void) {
  const { t, i18n } = useTranslation('kyc');
  const queryClient = useQueryClient();
  const send = useSendKyc();
  const flight = useSingleFlight();
  const [refusal, setRefusal] = useState<Refusal>(noRefusal);

  const refused = (error: unknown): Refusal => {
    const message = kycProblem(error, t);
    if (!(error instanceof ApiError)) return { ...noRefusal, message };
    const errors = error.problem?.errors ?? [];
    switch (error.code) {
      case 'VALIDATION_FAILED': {
        const fields: Refusal['fields'] = {};
        for (const item of errors)
          if (isFormField(item.field))
            fields[item.field] = t(`fieldProblems.${item.field}`, { defaultValue: item.message });
        return { ...noRefusal, fields, message };
      }
      case 'KYC_PROFILE_MISMATCH': {
        const mismatch = new Set<KycFormField>();
        const fields: Refusal['fields'] = {};
        for (const item of errors)
          if (isMismatchField(item.field)) mismatch.add(item.field);
          else if (isFormField(item.field)) fields[item.field] = item.message;
        return { ...noRefusal, fields, mismatch, message };
      }
      case 'KYC_DOCUMENTS_MISSING': {
        const missingSides = missingSidesOf(error.problem?.detail);
        const names = missingSides.map((side) => t(`fields.${side}`));
        return {
          ...noRefusal,
          missingSides,
          message: names.length
            ? t('form.missingSides', {
                count: names.length,
                sides: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names),
              })
            : message,
        };
      }
      default:
        return { ...noRefusal, message };
    }
  };

  const submit = (body: KycSubmission, onRefused: (refusal: Refusal) => void) => {
    if (!flight.begin()) return;
    setRefusal(noRefusal);
    send.mutate(body, {
      onSuccess: onSent,
      onError: (error) => {
        const next = refused(error);
        setRefusal(next);
        onRefused(next);
        const code = error instanceof ApiError ? error.code : null;
        if (
          code === 'KYC_STATE_CONFLICT' ||
          code === 'KYC_DOCUMENTS_MISSING' ||
          code === 'KYC_PROFILE_MISMATCH'
        )
          void queryClient.invalidateQueries({ queryKey: kycKeys.all });
      },
      onSettled: flight.end,
    });
  };

  /** The member changed a field: its server text no longer applies. */
  const forget = (field: KycFormField) =>
    setRefusal((was) => {
      if (!was.fields[field] && !was.mismatch.has(field)) return was;
      const fields = { ...was.fields };
      delete fields[field];
      const mismatch = new Set(was.mismatch);
      mismatch.delete(field);
      return { ...was, fields, mismatch };
    });

  return { submit, forget, refusal, sending: send.isPending };
}
