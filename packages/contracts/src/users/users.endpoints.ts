import { defineEndpoints } from '../common/endpoint';
import {
  changeRoleBodySchema,
  editProfileBodySchema,
  editProfileResponseSchema,
  userSchema,
} from './users.schemas';

/** The signed-in member's own data, at the paths and in the shapes the spec (§7) fixes. */
export const usersEndpoints = defineEndpoints('users', {
  profile: {
    method: 'GET',
    path: '/api/user-profile/',
    access: 'user',
    description: 'The body is the user data itself (spec §7).',
    schemas: { response: { 200: userSchema } },
  },
  editProfile: {
    method: 'POST',
    path: '/api/editProfile',
    access: 'user',
    rateLimit: 'write',
    bodyLimit: 2 * 1024 * 1024,
    description: 'Profile and avatar changes; answers `success` and `data.user` (spec §7).',
    schemas: { body: editProfileBodySchema, response: { 200: editProfileResponseSchema } },
  },
  changeRole: {
    method: 'POST',
    // Spelled so by the spec.
    path: '/api/chnageRole',
    access: 'user',
    rateLimit: 'write',
    description: 'Switches member <-> partner; nobody becomes admin this way.',
    schemas: { body: changeRoleBodySchema, response: { 200: editProfileResponseSchema } },
  },
});
