import { apiPaths, wipLimitsResponseSchema, type WipLimits } from '@timely/contract';
import { useProjectMutation } from '../../../../common/hooks/use-project-mutation';

/** The WIP limits of the project's board columns (its managers, level3); the board refetches after. */
export function useSaveWipLimits(projectId: string) {
  return useProjectMutation(
    async (client, limits: WipLimits) =>
      wipLimitsResponseSchema.parse((await client.put(apiPaths.projects.wipLimits(projectId), { limits })).data).limits,
  );
}
