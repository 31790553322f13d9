import { routesIn } from './route-entry';

// Spec §2: "any path starting with /auth/" is public.
const auth = routesIn('auth', 'public');

export const authRoutes = {
  // Spec §4: a member already signed in opening these two goes to the feed.
  login: auth('/auth/login', { access: 'visitor' }),
  trySubmit: auth('/auth/try-submit', { access: 'visitor' }),
  register: auth('/auth/register'),
  registerProfile: auth('/auth/multi-step-form'),
  registerReview: auth('/auth/all-register-step'),
  confirmOtp: auth('/auth/confirm-otp'),
  confirmLoginOtp: auth('/auth/confirm-login-otp'),
  resetPassword: auth('/auth/reset_password'),
  confirmNewPassword: auth('/auth/confirm_new_password/:id/:token'),
  obtainId: auth('/auth/obtain_id'),
  referrerLink: auth('/auth/:referrerLink'),
};
