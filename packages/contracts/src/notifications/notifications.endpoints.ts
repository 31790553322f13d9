import { defineEndpoints } from '../common/endpoint';
import {
  notificationParamsSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountSchema,
} from './notifications.schemas';

/** The member's notifications, what is read, and which kinds they want. */
export const notificationsEndpoints = defineEndpoints('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    schemas: { query: notificationsQuerySchema, response: { 200: notificationsResponseSchema } },
  },
  readAll: {
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'user',
    rateLimit: 'write',
    schemas: { response: { 200: unreadCountSchema } },
  },
  read: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: notificationParamsSchema, response: { 200: unreadCountSchema } },
  },
  settings: {
    method: 'GET',
    path: '/api/notifications/settings',
    access: 'user',
    schemas: { response: { 200: notificationSettingsSchema } },
  },
  updateSettings: {
    method: 'PUT',
    path: '/api/notifications/settings',
    access: 'user',
    rateLimit: 'write',
    schemas: { body: notificationSettingsUpdateSchema, response: { 200: notificationSettingsSchema } },
  },
});
