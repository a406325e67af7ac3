import { PAGE_SIZES, type AuditKind, type AuditTargetType } from '@timely/contract';
import { useUrlParams } from '@timely/shared-ui';

type Param = 'page' | 'perPage' | 'actorId' | 'kind' | 'targetType' | 'targetId' | 'from' | 'to';

/** The audit log's filter and page, kept in the address so a view can be shared or reloaded. */
export function useAuditLogParams() {
  const params = useUrlParams<Param>();
  const perPage = (PAGE_SIZES as readonly number[]).includes(Number(params.get('perPage')))
    ? (Number(params.get('perPage')) as 10 | 20 | 40)
    : 20;
  const filter = {
    actorId: params.get('actorId') || undefined,
    kind: (params.get('kind') || undefined) as AuditKind | undefined,
    targetType: (params.get('targetType') || undefined) as AuditTargetType | undefined,
    targetId: params.get('targetId') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const query = { ...filter, page: Math.max(1, Number(params.get('page')) || 1), perPage };
  return { params, perPage, filter, query };
}
