import { apiPaths, epicSchema, type Epic, type UpdateEpicBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

export async function updateEpic(client: AxiosInstance, id: string, body: UpdateEpicBody): Promise<Epic> {
  return epicSchema.parse((await client.patch(apiPaths.epics.byId(id), body)).data);
}

export function useUpdateEpic() {
  return useProjectMutation((client, { id, body }: { id: string; body: UpdateEpicBody }) =>
    updateEpic(client, id, body),
  );
}
