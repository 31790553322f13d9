import { defineEndpoints } from '../common/endpoint';
import { auditLogPageSchema, auditLogQuerySchema } from './audit.schemas';

export const auditEndpoints = defineEndpoints('audit', {
  list: {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    schemas: { query: auditLogQuerySchema, response: { 200: auditLogPageSchema } },
  },
});
