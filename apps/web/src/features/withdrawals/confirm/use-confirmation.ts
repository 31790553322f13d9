import type { ChallengeResponse } from '@betogether/contracts/auth/auth.schemas';
import type { WithdrawalRequestBody } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { useState } from 'react';
import type { TFunction } from '@/lib/translator';
import { useSendConfirmationCode } from '../api/send-confirmation-code';

type Method = 'password' | 'code';

/**
 * How the member confirms this withdrawal: their password, or a 6-digit code emailed for it (asked
 * when they choose it, asked again with "send a new code"); the text under the field in use.
 */
export function useConfirmation() {
  const [method, setMethod] = useState<Method>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<ChallengeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const emailCode = useSendConfirmationCode();

  const sendCode = () => {
    if (emailCode.isPending) return;
    emailCode.mutate(undefined, {
      onSuccess: (answer) => {
        setChallenge(answer);
        setCode('');
        setError(null);
      },
    });
  };

  return {
    method,
    password,
    code,
    challenge,
    error,
    /** The emailing of a code: its state, for "sending…" and its refusal. */
    emailCode,
    sendCode,
    setPassword(value: string) {
      setPassword(value);
      setError(null);
    },
    setCode(value: string) {
      setCode(value.replace(/\D/g, '').slice(0, 6));
      setError(null);
    },
    choosePassword() {
      setMethod('password');
      setError(null);
    },
    /** The code instead of the password: one is emailed at once unless one is waiting. */
    chooseCode() {
      setMethod('code');
      setError(null);
      if (!challenge) sendCode();
    },
    /** The server's text under the field in use. */
    refused(text: string | null) {
      setError(text);
    },
    /** The code can no longer be used (spent by a refused withdrawal, expired): a new one is needed. */
    forgetCode() {
      setChallenge(null);
      setCode('');
    },
    /** The confirmation to send, or null with the reason under its field. */
    confirmation(t: TFunction): WithdrawalRequestBody['confirmation'] | null {
      if (method === 'password') {
        if (password === '') {
          setError(t('confirm.passwordRequired'));
          return null;
        }
        return { method: 'password', password };
      }
      if (!challenge) {
        setError(t('confirm.codeNotSent'));
        return null;
      }
      if (!/^\d{6}$/.test(code)) {
        setError(t('confirm.codeRequired'));
        return null;
      }
      return { method: 'code', challengeId: challenge.challengeId, code };
    },
  };
}

export type Confirmation = ReturnType<typeof useConfirmation>;
