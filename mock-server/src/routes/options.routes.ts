import type { z } from 'zod';
import {
  apiPaths,
  createActivityTypeBodySchema,
  createBlockBodySchema,
  createLabelBodySchema,
  createPublicHolidayBodySchema,
  idParamsSchema,
  managedActivityTypeSchema,
  managedBlockSchema,
  managedLabelSchema,
  managedOptionSchema,
  ORDERED_OPTION_LISTS,
  namedOptionBodySchema,
  okSchema,
  optionItemSchema,
  optionsResponseSchema,
  reorderOptionsBodySchema,
  updateNamedOptionBodySchema,
  updateActivityTypeBodySchema,
  updateBlockBodySchema,
  updateLabelBodySchema,
  updatePublicHolidayBodySchema,
  type OptionList,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import { LIST_SPECS, type ListSpec } from '../services/options/option-lists.js';
import { reorderOptions } from '../services/options/option-order.js';
import { changeOption, createOption, deleteOption } from '../services/options/option-writes.js';
import { readOptions } from '../services/options/options-read.js';

type BodySchema = z.ZodType<{
  name?: string;
  locationId?: string | null;
  jobRoleId?: string;
  day?: string;
  colour?: string;
  retired?: boolean;
}>;

const BODIES: Record<OptionList, { create: BodySchema; update: BodySchema }> = {
  'job-roles': { create: namedOptionBodySchema, update: updateNamedOptionBodySchema },
  designations: { create: namedOptionBodySchema, update: updateNamedOptionBodySchema },
  locations: { create: namedOptionBodySchema, update: updateNamedOptionBodySchema },
  platforms: { create: namedOptionBodySchema, update: updateNamedOptionBodySchema },
  blocks: { create: createBlockBodySchema, update: updateBlockBodySchema },
  'activity-types': { create: createActivityTypeBodySchema, update: updateActivityTypeBodySchema },
  'public-holidays': { create: createPublicHolidayBodySchema, update: updatePublicHolidayBodySchema },
  labels: { create: createLabelBodySchema, update: updateLabelBodySchema },
};

/** GET /v2/options for everyone signed in; each list managed by level3 under /v2/options/<list>. */
export async function optionsRoutes(app: App): Promise<void> {
  registerAllOptions(app);
  for (const [list, spec] of Object.entries(LIST_SPECS) as Array<[OptionList, ListSpec]>) {
    registerOptionCreate(app, list, spec);
    registerOptionChange(app, list, spec);
    registerOptionDelete(app, list, spec);
  }
  registerOptionOrders(app);
}

/** Every option list of the company at once, for everyone signed in. */
function registerAllOptions(app: App): void {
  app.get(
    apiPaths.options.all,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['options'],
        summary:
          "The company's option lists: job roles with their activity types, designations, locations with blocks, platforms, public holidays, task labels, work modes, levels",
        response: { 200: optionsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => readOptions(serviceContext(request)),
  );
}

/** Adding an entry to one list (level3), audited. */
function registerOptionCreate(app: App, list: OptionList, spec: ListSpec): void {
  const tags = ['options'];
  app.post(
    apiPaths.options.list(list),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary: `Add a ${spec.label} (level3)`,
        body: BODIES[list].create,
        response: { 201: optionItemSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createOption(serviceContext(request), list, spec, request.body as Record<string, string>)),
  );
}

/** Changing or retiring an entry of one list (level3), audited when something changed. */
function registerOptionChange(app: App, list: OptionList, spec: ListSpec): void {
  const tags = ['options'];
  app.patch(
    apiPaths.options.byId(list, ':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary: `Change a ${spec.label} (level3)${isOrdered(list) ? '; retired: true keeps it on the records that use it and stops offering it' : ''}`,
        params: idParamsSchema,
        body: BODIES[list].update,
        response: { 200: optionItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeOption(
        serviceContext(request),
        list,
        spec,
        request.params.id,
        request.body as Record<string, string | boolean>,
      ),
  );
}

/** Deleting an entry of one list (level3), refused while something uses it, audited. */
function registerOptionDelete(app: App, list: OptionList, spec: ListSpec): void {
  const tags = ['options'];
  app.delete(
    apiPaths.options.byId(list, ':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary: `Delete a ${spec.label} (level3); refused with 409 while something uses it`,
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteOption(serviceContext(request), list, spec, request.params.id);
      return { ok: true as const };
    },
  );
}

/** Putting an ordered list in a new order (level3). */
function registerOptionOrders(app: App): void {
  for (const list of ORDERED_OPTION_LISTS) {
    const entry =
      list === 'blocks'
        ? managedBlockSchema
        : list === 'activity-types'
          ? managedActivityTypeSchema
          : list === 'labels'
            ? managedLabelSchema
            : managedOptionSchema;
    app.put(
      apiPaths.options.order(list),
      {
        config: { access: ACCESS.level3 },
        schema: {
          tags: ['options'],
          summary: `Put the ${LIST_SPECS[list].label}s in a new order (level3)`,
          description:
            'ids names every entry of the list once, retired ones too, first to last (blocks: every block of one location; activity types: every activity type of one job role); forms offer them in this order. Audited as option.reordered.',
          body: reorderOptionsBodySchema,
          response: { 200: entry.array(), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => reorderOptions(serviceContext(request), list, request.body.ids),
    );
  }
}

const isOrdered = (list: OptionList): boolean => (ORDERED_OPTION_LISTS as readonly string[]).includes(list);
