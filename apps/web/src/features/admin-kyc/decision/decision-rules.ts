import { KYC_REASON_MAX, type KycDecision, type KycField } from '@betogether/contracts/kyc/kyc.constants';
import type { KycDecisionBody } from '@betogether/contracts/kyc/kyc.schemas';

/** The decision as the admin is making it: nothing is sent before they confirm. */
export type DecisionDraft = { decision: KycDecision | null; reason: string; fields: KycField[] };

export const emptyDraft: DecisionDraft = { decision: null, reason: '', fields: [] };

export type DecisionProblems = {
  decision?: 'choose';
  reason?: 'required' | 'tooLong';
  fields?: 'choose';
};

/**
 * What stops the draft from being sent, by field (kycDecisionBodySchema's rules): a decision; for a
 * rejection or a new request, a reason the member will read (500 characters at most); for a new
 * request, at least one thing to send again.
 */
export function decisionProblems(draft: DecisionDraft): DecisionProblems {
  const problems: DecisionProblems = {};
  if (!draft.decision) return { decision: 'choose' };
  if (draft.decision !== 'approve') {
    const reason = draft.reason.trim();
    if (!reason) problems.reason = 'required';
    else if (reason.length > KYC_REASON_MAX) problems.reason = 'tooLong';
  }
  if (draft.decision === 'resubmit' && draft.fields.length === 0) problems.fields = 'choose';
  return problems;
}

/** The body to send for a draft without problems, or null. Only what the decision takes is sent. */
export function decisionBody(draft: DecisionDraft): KycDecisionBody | null {
  if (Object.keys(decisionProblems(draft)).length > 0 || !draft.decision) return null;
  if (draft.decision === 'approve') return { decision: 'approve' };
  const reason = draft.reason.trim();
  if (draft.decision === 'reject') return { decision: 'reject', reason };
  return { decision: 'resubmit', reason, fields: draft.fields };
}
