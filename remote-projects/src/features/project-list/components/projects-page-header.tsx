import { apiPaths } from '@timely/contract';
import { canCreateProject, sessionUserAtom } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { useAtomValue } from 'jotai';
import { projectsMessages } from '../../../messages/messages';

type ProjectsPageHeaderProps = {
  /** The list's search and order, which the export follows. */
  exportParams: { search: string; sort: string; order: 'asc' | 'desc' };
  onNew: () => void;
};

/** The projects title with the export (level3's) and New project for who may create one. */
export function ProjectsPageHeader({ exportParams, onNew }: ProjectsPageHeaderProps) {
  const user = useAtomValue(sessionUserAtom);
  const t = useMessages(projectsMessages);
  return (
    <PageHeader
      title={t('projects.title')}
      subtitle={t('projects.subtitle')}
      actions={
        <Flex gap={8} wrap>
          {/* a company data export: level3's, as the server enforces */}
          {user?.level === 'level3' && <ExportButton path={apiPaths.projects.exportCsv} params={exportParams} />}
          {canCreateProject(user) && (
            <Button type="primary" onClick={onNew}>
              {t('projects.new')}
            </Button>
          )}
        </Flex>
      }
    />
  );
}
