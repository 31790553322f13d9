import type { KycField, KycStatus } from '@betogether/contracts/kyc/kyc.constants';

declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** An admin decided a member's identity check (the member is told). */
    'kyc.decided': {
      requestId: string;
      memberId: string;
      status: KycStatus;
      reason: string | null;
      fields: KycField[];
    };
  }
}
