import { routesIn } from './route-entry';

// Spec §2: "any path starting with /auth/" is public.
const auth = routesIn('auth', 'public');

export const authRoutes = {
  // Spec §4: a member already signed in opening these two goes to the feed.
  login: auth('/auth/login', 'auth/login#LoginRoute', { access: 'visitor' }),
  trySubmit: auth('/auth/try-submit', 'auth/try-submit#TrySubmitRoute', { access: 'visitor' }),
  // A signed-in member opening the registration or an invitation link goes to the feed too.
  register: auth('/auth/register', 'auth/register#RegisterAccountRoute', { access: 'visitor' }),
  registerProfile: auth('/auth/multi-step-form', 'auth/multi-step-form#RegisterProfileRoute', {
    access: 'visitor',
  }),
  registerReview: auth('/auth/all-register-step', 'auth/all-register-step#RegisterReviewRoute', {
    access: 'visitor',
  }),
  confirmOtp: auth('/auth/confirm-otp', 'auth/confirm-code#ConfirmOtpRoute'),
  confirmLoginOtp: auth('/auth/confirm-login-otp', 'auth/confirm-code#ConfirmLoginOtpRoute'),
  resetPassword: auth('/auth/reset_password', 'auth/reset-password#ResetPasswordRoute'),
  confirmNewPassword: auth(
    '/auth/confirm_new_password/:id/:token',
    'auth/confirm-new-password#ConfirmNewPasswordRoute',
  ),
  obtainId: auth('/auth/obtain_id', 'auth/obtain-id#ObtainIdRoute'),
  referrerLink: auth('/auth/:referrerLink', 'auth/referrer-link#ReferrerLinkRoute', { access: 'visitor' }),
};
