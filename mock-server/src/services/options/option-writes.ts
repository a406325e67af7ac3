import type { OptionItem, OptionList } from '@timely/contract';
import { apiError, conflict, fieldProblem, HttpError } from '../../http/errors.js';
import { changedFields, recordAudit } from '../audit/audit-log.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db-errors.js';
import type { ServiceContext } from '../service-context.js';
import { listWord, type ListSpec } from './option-lists.js';

/** POST /v2/options/<list> (level3): a new entry of the caller's company, audited as option.created. */
export async function createOption(
  { orm, caller }: ServiceContext,
  list: OptionList,
  spec: ListSpec,
  values: Record<string, string>,
): Promise<OptionItem> {
  const { companyId, userId } = caller;
  await spec.checkParent(orm, companyId, values);
  return orm.transaction(async (tx) => {
    const id = await spec.insert(tx, companyId, values).catch((error: unknown) => duplicate(error, spec, values));
    const item = (await spec.find(tx, companyId, id))!;
    await recordAudit(tx, {
      companyId,
      actorId: userId,
      kind: 'option.created',
      target: optionTarget(spec, item),
      after: { list, ...item },
    });
    return item;
  });
}

/** PATCH /v2/options/<list>/:id (level3): changes or retires an entry, audited as option.updated when something changed. */
export async function changeOption(
  { orm, caller }: ServiceContext,
  list: OptionList,
  spec: ListSpec,
  id: string,
  values: Record<string, string | boolean>,
): Promise<OptionItem> {
  const { companyId, userId } = caller;
  const before = await spec.find(orm, companyId, id);
  if (!before) throw new HttpError(404, apiError('option.notFound', { list: listWord(spec.label) }));
  await spec.checkParent(orm, companyId, values as Record<string, string>);
  return orm.transaction(async (tx) => {
    await spec
      .update(tx, id, values)
      .catch((error: unknown) => duplicate(error, spec, values as Record<string, string>));
    const after = (await spec.find(tx, companyId, id))!;
    const changed = changedFields(before, after);
    if (changed)
      await recordAudit(tx, {
        companyId,
        actorId: userId,
        kind: 'option.updated',
        target: optionTarget(spec, after),
        before: { list, ...changed.before },
        after: { list, ...changed.after },
      });
    return after;
  });
}

/** DELETE /v2/options/<list>/:id (level3): refused with 409 while something uses it; audited as option.deleted. */
export async function deleteOption(
  { orm, caller }: ServiceContext,
  list: OptionList,
  spec: ListSpec,
  id: string,
): Promise<void> {
  const { companyId, userId } = caller;
  const item = await spec.find(orm, companyId, id);
  if (!item) throw new HttpError(404, apiError('option.notFound', { list: listWord(spec.label) }));
  const reason = await spec.usage(orm, id);
  if (reason) throw conflict(apiError(reason.code, { ...reason.params, name: item.name }));
  await orm.transaction(async (tx) => {
    await spec.remove(tx, id).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw conflict(apiError('option.inUse', { name: item.name }));
      throw error;
    });
    await recordAudit(tx, {
      companyId,
      actorId: userId,
      kind: 'option.deleted',
      target: optionTarget(spec, item),
      before: { list, ...item },
    });
  });
}

function duplicate(error: unknown, spec: ListSpec, values: Record<string, string>): never {
  if (!isUniqueViolation(error)) throw error;
  if (spec.uniqueField === 'day')
    throw conflict(apiError('option.alreadyHoliday', { day: values.day! }), [
      fieldProblem('day', apiError('field.alreadyHoliday')),
    ]);
  throw conflict(apiError('option.duplicate', { list: listWord(spec.label), name: values.name! }), [
    fieldProblem('name', apiError('field.alreadyExists')),
  ]);
}

/** An option as the audit log names it: "job role: Designer" (its name when it changed). */
const optionTarget = (spec: ListSpec, item: OptionItem) => ({
  type: 'option' as const,
  id: item._id,
  label: `${spec.label}: ${item.name}`,
});
