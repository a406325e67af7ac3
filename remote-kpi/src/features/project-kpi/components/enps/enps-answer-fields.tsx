import { useMessages } from '@timely/shared-ui';
import { Button, Flex, Form } from 'antd';
import { AutoComplete, InputNumber } from '@timely/shared-ui/antd-more';
import { requiredZeroToTenRules } from '../../../../common/utils/kpi-form-rules';
import { kpiMessages } from '../../../../messages/messages';

/** The sheet's answers: a question (known ones suggested) and its 0–10 score each, at least one. */
export function EnpsAnswerFields({ suggestions }: { suggestions: Array<{ value: string }> }) {
  const t = useMessages(kpiMessages);
  return (
    <Form.List
      name="answers"
      rules={[
        {
          validator: async (_, answers?: unknown[]) => {
            if (!answers?.length) throw new Error(t('enps.response.atLeastOne'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="flex-start">
              <Form.Item
                label={index === 0 ? t('enps.response.question') : undefined}
                name={[field.name, 'question']}
                style={{ flex: 1 }}
                rules={[{ required: true, whitespace: true, message: t('enps.response.questionRequired') }]}
              >
                <AutoComplete
                  options={suggestions}
                  aria-label={t('enps.response.questionN', { n: index + 1 })}
                  filterOption
                />
              </Form.Item>
              <Form.Item
                label={index === 0 ? t('enps.response.score') : undefined}
                name={[field.name, 'score']}
                rules={requiredZeroToTenRules(t, t('enps.response.scoreRequired'))}
              >
                <InputNumber
                  min={0}
                  max={10}
                  precision={0}
                  aria-label={t('enps.response.scoreN', { n: index + 1 })}
                  style={{ width: 80 }}
                />
              </Form.Item>
              <Button
                onClick={() => remove(field.name)}
                aria-label={t('enps.response.removeN', { n: index + 1 })}
                style={{ marginTop: index === 0 ? 30 : 0 }}
              >
                {t('record.remove')}
              </Button>
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block onClick={() => add({ question: '' })}>
            {t('enps.response.addQuestion')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
