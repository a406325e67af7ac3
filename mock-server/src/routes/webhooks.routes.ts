import {
  createWebhookBodySchema,
  idParamsSchema,
  okSchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookPaths,
  webhookSchema,
  webhookWithSecretSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  rotateWebhookSecret,
  sendTestDelivery,
  updateWebhook,
} from '../services/webhooks/webhooks.js';

/**
 * Outgoing webhooks (docs/integrations.md#webhooks): the company's receivers, their secrets and their
 * delivery logs, for company admins only. Audited as webhook.*.
 */
export async function webhooksRoutes(app: App): Promise<void> {
  registerWebhookSettings(app);
  registerWebhookDeliveries(app);
}

/** The company's webhooks: list, add, change, delete. */
function registerWebhookSettings(app: App): void {
  app.get(
    webhookPaths.list,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: "The company's webhooks (level3); never their secrets",
        response: { 200: webhookListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listWebhooks(serviceContext(request)) }),
  );

  app.post(
    webhookPaths.list,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: 'Add a webhook (level3): its secret is answered this once',
        description:
          'The url must be http(s) and its host public: an address on a loopback, private (RFC 1918, fc00::/7), link-local, unspecified or multicast network is refused (400 on url) unless the server runs with WEBHOOK_ALLOW_PRIVATE_HOSTS=1. At most 20 per company (409). Audited as webhook.created.',
        body: createWebhookBodySchema,
        response: { 201: webhookWithSecretSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createWebhook(serviceContext(request), request.body)),
  );

  app.patch(
    webhookPaths.one(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: "Change a webhook's address, events, Slack format or turn it on or off (level3)",
        description: 'A new url is checked as when added. Audited as webhook.updated.',
        params: idParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: webhookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateWebhook(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    webhookPaths.one(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: 'Delete a webhook and its delivery log (level3); nothing still pending is sent',
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteWebhook(serviceContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}

/** A webhook's secret, its deliveries, a test delivery and a redelivery. */
function registerWebhookDeliveries(app: App): void {
  app.post(
    webhookPaths.secret(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: "Rotate a webhook's secret (level3): the new one is answered this once and signs from now on",
        params: idParamsSchema,
        response: { 200: webhookWithSecretSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => rotateWebhookSecret(serviceContext(request), request.params.id),
  );

  app.get(
    webhookPaths.deliveries(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: "A webhook's last 50 deliveries, newest first (level3)",
        params: idParamsSchema,
        response: { 200: webhookDeliveryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ items: await listDeliveries(serviceContext(request), request.params.id) }),
  );

  app.post(
    webhookPaths.test(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: 'Send a `ping` to a webhook now (level3), answered with the delivery as it went',
        description: 'Waits for the receiver (at most 10 seconds); a failed ping is retried as any delivery.',
        params: idParamsSchema,
        response: { 200: webhookDeliverySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sendTestDelivery(serviceContext(request), request.params.id),
  );

  app.post(
    webhookPaths.redeliver(':id', ':deliveryId'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: "Send a delivery's event again, as a new delivery with the same body id (level3)",
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliverySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => redeliver(serviceContext(request), request.params.id, request.params.deliveryId),
  );
}
