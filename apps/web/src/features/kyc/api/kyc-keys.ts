import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import type { KycDraftPhoto, KycState } from '@betogether/contracts/kyc/kyc.schemas';
import type { QueryClient } from '@tanstack/react-query';

/** Every query of the identity check, under one root. */
export const kycKeys = {
  all: ['kyc'] as const,
  state: () => [...kycKeys.all, 'state'] as const,
};

/**
 * Puts a photo the server just took into the cached state (it replaces that side's earlier one),
 * so the card shows it received without asking for the whole state again.
 */
export function keepDraft(queryClient: QueryClient, draft: KycDraftPhoto): void {
  queryClient.setQueryData<KycState>(
    kycKeys.state(),
    (state) =>
      state && { ...state, drafts: [...state.drafts.filter((photo) => photo.side !== draft.side), draft] },
  );
}

/** Takes a removed photo out of the cached state. */
export function dropDraft(queryClient: QueryClient, side: KycDocumentSide): void {
  queryClient.setQueryData<KycState>(
    kycKeys.state(),
    (state) => state && { ...state, drafts: state.drafts.filter((photo) => photo.side !== side) },
  );
}
