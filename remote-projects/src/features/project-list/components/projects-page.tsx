import { PAGE_SIZES, type Project } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, listPagination, useMessages, useSearchBox } from '@timely/shared-ui';
import { App, Card, Input } from 'antd';
import { useState } from 'react';
import { useProjects } from '../../../common/api/get-projects';
import { useListParams } from '../../../common/hooks/use-list-params';
import { useSaveProject } from '../api/save-project';
import { useDeleteProjectWithToast } from '../hooks/use-delete-project-with-toast';
import { ProjectFormDrawer } from './project-form-drawer';
import { ProjectTable } from './project-table';
import { ProjectsPageHeader } from './projects-page-header';
import { projectsMessages } from '../../../messages/messages';

/** /data-list/view-all-projects: the projects the user may see, paged, sorted and searched on the server. */
export function ProjectsPage() {
  const { message } = App.useApp();
  const t = useMessages(projectsMessages);
  const params = useListParams();
  const searchBox = useSearchBox(params.search, (next) => params.setParams({ search: next }), 400);
  const [drawer, setDrawer] = useState<{ open: boolean; project: Project | null }>({ open: false, project: null });
  const query = useProjects({
    page: params.page,
    perPage: params.perPage,
    search: params.search,
    sort: params.sort,
    order: params.order,
  });
  const save = useSaveProject();
  const onDelete = useDeleteProjectWithToast();

  const page = query.data;
  return (
    <>
      <ProjectsPageHeader
        exportParams={{ search: params.search, sort: params.sort, order: params.order }}
        onNew={() => setDrawer({ open: true, project: null })}
      />
      <Card>
        <Input.Search
          aria-label={t('projects.search')}
          placeholder={t('projects.searchPlaceholder')}
          allowClear
          value={searchBox.value}
          onChange={searchBox.onChange}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
        {query.isError && !page ? (
          <QueryErrorState query={query} />
        ) : page && page.total === 0 && !query.isFetching ? (
          <EmptyState
            description={params.search ? t('projects.noMatch', { search: params.search }) : t('projects.noneYet')}
          />
        ) : (
          <ProjectTable
            rows={page?.items ?? []}
            loading={query.isLoading || query.isFetching}
            sort={{ sort: params.sort, order: params.order }}
            onSortChange={(sort) => params.setParams({ sort: sort.sort as typeof params.sort, order: sort.order })}
            onEdit={(project) => setDrawer({ open: true, project })}
            onDelete={onDelete}
            pagination={{
              ...listPagination({
                page: params.page,
                perPage: params.perPage,
                total: page?.total ?? 0,
                sizes: PAGE_SIZES,
                onChange: params.setParams,
              }),
            }}
          />
        )}
      </Card>
      <ProjectFormDrawer
        open={drawer.open}
        project={drawer.project}
        onClose={() => setDrawer({ open: false, project: null })}
        onSave={async (body) => {
          const saved = await save.mutateAsync({ id: drawer.project?._id ?? null, body });
          void message.success(t('projects.saved', { name: saved.name }));
        }}
      />
    </>
  );
}
