import { describe, expect, it } from 'vitest';
import { decisionBody, decisionProblems, emptyDraft } from './decision-rules';

describe('a KYC decision before it is sent', () => {
  it('needs a decision first', () => {
    expect(decisionProblems(emptyDraft)).toEqual({ decision: 'choose' });
    expect(decisionBody(emptyDraft)).toBeNull();
  });

  it('approves with nothing else: a reason or fields typed before switching are not sent', () => {
    const draft = { decision: 'approve' as const, reason: 'typed first', fields: ['front' as const] };
    expect(decisionProblems(draft)).toEqual({});
    expect(decisionBody(draft)).toEqual({ decision: 'approve' });
  });

  it('rejects only with a reason, trimmed, of at most 500 characters', () => {
    expect(decisionProblems({ ...emptyDraft, decision: 'reject', reason: '   ' })).toEqual({
      reason: 'required',
    });
    expect(decisionProblems({ ...emptyDraft, decision: 'reject', reason: 'x'.repeat(501) })).toEqual({
      reason: 'tooLong',
    });
    expect(decisionBody({ decision: 'reject', reason: '  Blurred photo  ', fields: ['front'] })).toEqual({
      decision: 'reject',
      reason: 'Blurred photo',
    });
  });

  it('asks again only for chosen fields, with a reason', () => {
    expect(decisionProblems({ ...emptyDraft, decision: 'resubmit' })).toEqual({
      reason: 'required',
      fields: 'choose',
    });
    expect(decisionBody({ decision: 'resubmit', reason: 'The back is cut off', fields: ['back'] })).toEqual({
      decision: 'resubmit',
      reason: 'The back is cut off',
      fields: ['back'],
    });
  });
});
