// The incident notes admins post on the public status page (packages/contracts status.ts) through the typed
// client. Admins only: the server answers everyone else 404.
import { useQuery } from '@tanstack/react-query';
import { type CreateIncidentBody, type UpdateIncidentBody } from '@vidcraft/contracts';
import { statusRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';

export const incidentsQueryKey = ['admin-incidents'] as const;

export function useAdminIncidents() {
  return useQuery({
    queryKey: incidentsQueryKey,
    queryFn: async () => (await callApi(statusRoutes.incidents, {})).data,
  });
}

/** The key is made once per filled-in form, so a retried submit posts the note once. */
export function createIncident(body: CreateIncidentBody) {
  return callApi(statusRoutes.createIncident, { body });
}

export function updateIncident(id: string, body: UpdateIncidentBody) {
  return callApi(statusRoutes.updateIncident, { params: { id }, body });
}

export function deleteIncident(id: string) {
  return callApi(statusRoutes.deleteIncident, { params: { id } });
}
