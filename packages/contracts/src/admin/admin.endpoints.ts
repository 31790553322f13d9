import { defineEndpoints } from '../common/endpoint';
import { adminOverviewSchema } from './admin.schemas';

/** The back office home. Every admin call checks the role on the server, whatever the client shows. */
export const adminEndpoints = defineEndpoints('admin', {
  overview: {
    method: 'GET',
    path: '/api/admin/overview',
    access: 'admin',
    schemas: { response: { 200: adminOverviewSchema } },
  },
});
