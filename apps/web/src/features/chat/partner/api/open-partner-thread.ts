import type { PartnerSubject } from '@betogether/contracts/chat/chat.constants';
import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { conversationChanged } from '../../api/conversation-cache';

export type NewQuestion = {
  partnerId: string;
  subjectType: PartnerSubject;
  /** The task, or the member's attempt at it (a reward); none for `general`. */
  subjectId?: string;
  /** Made once per text: a resend after a lost answer is stored once. */
  clientId: string;
  text: string;
};

/**
 * `POST /api/partner-threads`: the member's open thread about this subject with the partner (a new
 * one, or the one already open), with the question added to it.
 */
export function useOpenPartnerThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewQuestion) => call(chatEndpoints.openPartnerThread, { body }),
    onSuccess: (conversation) => conversationChanged(queryClient, conversation),
  });
}
