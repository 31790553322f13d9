import type { UserRow } from '../users/users.tables';

declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** A new account was made (published inside the registration's transaction). */
    'auth.member-registered': { user: UserRow };
    /**
     * An account's email was verified by its code for the first time (inside the verification's
     * transaction: the referral bonus is paid in it). `deviceHash`: SHA-256 of the device it was
     * verified on, the one the account registered on (a client string: a hint, never proof);
     * `ip`: the address the server saw the verification come from.
     */
    'auth.email-verified': { user: UserRow; deviceHash: string; ip: string | null };
  }
}
