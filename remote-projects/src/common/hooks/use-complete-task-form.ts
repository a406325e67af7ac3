import { karmaPoints, type ChangeTaskStatusBody, type TaskCard, type TaskRoute } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { Form } from 'antd';
import { useEffect } from 'react';

export type CompleteTaskValues = {
  actualHours: number;
  route: TaskRoute;
  karmaTo: 'keep' | 'peer';
  recognisedPeerId?: string;
  recognisedPoints?: number;
  comment?: string;
  completeOpenSubtasks?: boolean;
};

/**
 * The completion form: emptied for each task it opens on, and sent as a status change (a peer's share of
 * the karma only when it is less than all of it).
 */
export function useCompleteTaskForm(
  task: TaskCard | null,
  onComplete: (task: TaskCard, body: ChangeTaskStatusBody) => Promise<unknown>,
  onClose: () => void,
) {
  const [form] = Form.useForm<CompleteTaskValues>();
  // called only while the modal is open, that is with a task
  const { submit, saving, error, reset } = useServerForm(
    form,
    (values: CompleteTaskValues) =>
      onComplete(task!, {
        status: 'completed',
        actualHours: values.actualHours,
        route: values.route,
        // issue #49: the open subtasks complete with their parent only when the user says so
        ...(values.completeOpenSubtasks ? { completeOpenSubtasks: true } : {}),
        ...(values.karmaTo === 'peer'
          ? {
              recognisedPeerId: values.recognisedPeerId ?? null,
              comment: values.comment ?? '',
              ...(values.recognisedPoints !== undefined &&
              values.recognisedPoints < karmaPoints(task!.estimateHours, values.route)
                ? { recognisedPoints: values.recognisedPoints }
                : {}),
            }
          : {}),
      }),
    onClose,
  );
  const route = Form.useWatch('route', form) ?? 'known';
  const karmaTo = Form.useWatch('karmaTo', form) ?? 'keep';
  useEffect(() => {
    reset();
    if (task)
      form.setFieldsValue({
        actualHours: undefined as unknown as number,
        route: 'known',
        karmaTo: 'keep',
        recognisedPeerId: undefined,
        recognisedPoints: undefined,
        comment: '',
        completeOpenSubtasks: false,
      });
  }, [task, form, reset]);
  return { form, submit, saving, error, route, karmaTo };
}
