import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectKpiMonthBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { kpiKeys } from '../api/kpi-query-keys';
import { putProjectMonth } from '../api/project-month-api';

/** Saves one project's month; every KPI view refreshes (tables, org health, the project page). */
export function useSaveProjectMonth(projectId: string, month: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectKpiMonthBody) => putProjectMonth(client, projectId, month, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpiKeys.all }),
  });
}
