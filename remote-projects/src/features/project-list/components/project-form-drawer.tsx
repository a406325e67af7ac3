import { useMessages } from '@timely/shared-ui';
import { FormDrawer } from '@timely/shared-auth';
import type { CreateProjectBody, Project } from '@timely/contract';
import { Alert, Form } from 'antd';
import { useTeamChoices } from '../hooks/use-team-choices';
import { projectsMessages } from '../../../messages/messages';
import { projectBody, projectFormValues, type ProjectFormValues } from '../utils/project-form-values';
import { ProjectAboutFields, ProjectRunFields, ProjectTeamFields } from './project-form-fields';

type ProjectFormDrawerProps = {
  open: boolean;
  /** The project being edited, or null to create one. */
  project: Project | null;
  onSave: (body: CreateProjectBody) => Promise<unknown>;
  onClose: () => void;
};

/** Create or edit a project in a side drawer; the server's field messages land under their fields. */
export function ProjectFormDrawer({ open, project, onSave, onClose }: ProjectFormDrawerProps) {
  const t = useMessages(projectsMessages);
  const [form] = Form.useForm<ProjectFormValues>();
  const choices = useTeamChoices(open);
  const duration = Form.useWatch('duration', form);
  return (
    <FormDrawer<ProjectFormValues>
      open={open}
      title={project ? t('projects.form.editTitle', { name: project.name }) : t('projects.new')}
      form={form}
      initialValues={projectFormValues(project)}
      onSubmit={(values) => onSave(projectBody(values))}
      onClose={onClose}
      submitLabel={project ? t('projects.form.save') : t('projects.form.create')}
    >
      {choices.error && (
        <Alert type="warning" showIcon title={t('projects.form.choicesFailed')} style={{ marginBottom: 16 }} />
      )}
      <ProjectAboutFields />
      <ProjectRunFields duration={duration} />
      <ProjectTeamFields choices={choices} project={project} />
    </FormDrawer>
  );
}
