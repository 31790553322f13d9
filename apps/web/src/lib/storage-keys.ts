/** Every key the app keeps in the browser; the cookies page lists the same. */
export const storageKeys = {
  /** Spec §3: the sign-in token, read at start-up. */
  token: 'token',
  language: 'i18nextLng',
  theme: 'theme',
  deviceId: 'deviceId',
  /** Per tab: where to go after sign-in (spec §4 "redirectUrl"). */
  redirectUrl: 'redirectUrl',
  chunkReloadAt: 'chunkReloadAt',
  /** Per tab: the code step in progress (which challenge, where the code went). */
  pendingChallenge: 'pendingChallenge',
  /** Per tab: the registration steps filled so far (never the password). */
  registerDraft: 'registerDraft',
  /** Per tab: the photo chosen at registration, until the confirmed account has it. */
  pendingAvatar: 'pendingAvatar',
  /** Whether shorts play by themselves (muted) in this browser: 'on' or 'off'. */
  shortsAutoplay: 'shortsAutoplay',
} as const;
