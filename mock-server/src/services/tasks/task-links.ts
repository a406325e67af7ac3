/** The portal page of a sprint's tasks: where a notification about a task takes its reader. */
export const tasksLink = (sprintId: string) => `/data-list/view-all-tasks/${sprintId}`;
