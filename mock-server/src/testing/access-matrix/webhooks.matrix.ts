import { seedId } from '../../db/seed/seed-ids.js';
import { TEST_SECRETS } from '../test-server.js';
import { newWebhookSecret, sealWebhookSecret } from '../../services/webhooks/webhook-secret.js';
import { level3Only, row, type MatrixContext, type MatrixRow } from './matrix-types.js';

/**
 * Outgoing webhooks (docs/integrations.md#webhooks): the company admin's alone; another company's admin
 * reaches none of Acme's (404). A public address literal saves without a DNS lookup; a test ping goes to
 * 127.0.0.1 (inserted by hand), which the matrix's server refuses at once instead of calling anything.
 */
export const rows: MatrixRow[] = [
  row('GET', '/v2/company/webhooks', level3Only(200)),
  row('POST', '/v2/company/webhooks', level3Only(201), () => ({
    payload: { url: 'https://93.184.215.14/matrix', events: ['task.created'] },
  })),
  row('PATCH', '/v2/company/webhooks/:id', level3Only(200, { otherCompany: 404 }), async (context) => ({
    url: `/v2/company/webhooks/${await acmeWebhook(context)}`,
    payload: { active: false },
  })),
  row('DELETE', '/v2/company/webhooks/:id', level3Only(200, { otherCompany: 404 }), async (context) => ({
    url: `/v2/company/webhooks/${await acmeWebhook(context)}`,
  })),
  row('POST', '/v2/company/webhooks/:id/secret', level3Only(200, { otherCompany: 404 }), async (context) => ({
    url: `/v2/company/webhooks/${await acmeWebhook(context)}/secret`,
  })),
  row('GET', '/v2/company/webhooks/:id/deliveries', level3Only(200, { otherCompany: 404 }), async (context) => ({
    url: `/v2/company/webhooks/${await acmeWebhook(context)}/deliveries`,
  })),
  row('POST', '/v2/company/webhooks/:id/test', level3Only(200, { otherCompany: 404 }), async (context) => ({
    url: `/v2/company/webhooks/${await acmeWebhook(context)}/test`,
  })),
  row(
    'POST',
    '/v2/company/webhooks/:id/deliveries/:deliveryId/redeliver',
    level3Only(200, { otherCompany: 404 }),
    async (context) => {
      const id = await acmeWebhook(context);
      const [delivery] = await context.server.db.query<{ id: string }>(
        `INSERT INTO webhook_deliveries (company_id, webhook_id, event_kind, state) VALUES ($1, $2, 'ping', 'failed')
         RETURNING id`,
        [seedId('company', 'acme'), id],
      );
      return { url: `/v2/company/webhooks/${id}/deliveries/${delivery!.id}/redeliver` };
    },
  ),
];

/** A fresh Acme webhook for each call, so a delete or rotation never meets another row's. */
async function acmeWebhook(context: MatrixContext): Promise<string> {
  const [webhook] = await context.server.db.query<{ id: string }>(
    `INSERT INTO webhooks (company_id, url, events, secret_sealed) VALUES ($1, 'http://127.0.0.1:9/matrix', '{task.created}', $2)
     RETURNING id`,
    [seedId('company', 'acme'), sealWebhookSecret(TEST_SECRETS.jwt, newWebhookSecret())],
  );
  return webhook!.id;
}
