import type { KycField, KycStatus } from '@betogether/contracts/kyc/kyc.constants';

declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /**
     * An admin decided a member's identity check, or its document expired (the member is told).
     * `actorId`: the deciding admin; for an expiry, the admin who had approved it.
     */
    'kyc.decided': {
      requestId: string;
      memberId: string;
      actorId: string;
      status: KycStatus;
      reason: string | null;
      fields: KycField[];
    };
  }
}
