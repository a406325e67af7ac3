import { DATE_PICKER_FORMAT } from '@timely/shared-ui';
import { FormDrawer } from '@timely/shared-auth';
import type { EnpsResponse, EnpsResponseBody } from '@timely/contract';
import { App, Button, Flex, Form, Input } from 'antd';
import { AutoComplete, DatePicker, InputNumber } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import { formatDay } from '../../../../common/utils/format';
import { requiredZeroToTenRules } from '../../../../common/utils/kpi-form-rules';
import type { KpiProjectRef } from '../../project-kpi.types';

type EnpsResponseDrawerProps = {
  open: boolean;
  record: EnpsResponse | null;
  project: KpiProjectRef;
  /** Questions already asked on this project, offered as suggestions. */
  knownQuestions: string[];
  onClose: () => void;
  onSave: (id: string | undefined, body: EnpsResponseBody) => Promise<unknown>;
};
type Values = { surveyedOn: Dayjs; comment?: string; answers: Array<{ question: string; score: number }> };

const DEFAULT_QUESTION = 'How likely are you to recommend this project to a friend?';

/** One anonymous answer sheet: when, a 0–10 score per question and a comment; nobody's name. */
export function EnpsResponseDrawer({
  open,
  record,
  project,
  knownQuestions,
  onClose,
  onSave,
}: EnpsResponseDrawerProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const name = record
    ? `eNPS response of ${formatDay(record.surveyedOn)} · ${project.name}`
    : `eNPS response · ${project.name}`;
  const suggestions = (knownQuestions.length ? knownQuestions : [DEFAULT_QUESTION]).map((value) => ({ value }));
  return (
    <FormDrawer<Values>
      open={open}
      title={record ? `Editing ${name}` : `New ${name}`}
      form={form}
      initialValues={{
        surveyedOn: fromDay(record?.surveyedOn) ?? undefined,
        comment: record?.comment ?? '',
        answers:
          record?.answers ??
          suggestions.map(({ value }) => ({ question: value, score: undefined as unknown as number })),
      }}
      onSubmit={async (values) => {
        await onSave(record?._id, {
          surveyedOn: toDay(values.surveyedOn)!,
          comment: values.comment?.trim() ?? '',
          answers: values.answers,
        });
        message.success(`Saved ${name}`);
      }}
      onClose={onClose}
    >
      <Form.Item label="Surveyed on" name="surveyedOn" rules={[{ required: true, message: 'Choose the date' }]}>
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        label="Comment"
        name="comment"
        extra="Answer sheets are anonymous: write no names here."
        rules={[{ max: 500, message: 'Use at most 500 characters' }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.List
        name="answers"
        rules={[
          {
            validator: async (_, answers?: unknown[]) => {
              if (!answers?.length) throw new Error('Add at least one answer');
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="flex-start">
                <Form.Item
                  label={index === 0 ? 'Question' : undefined}
                  name={[field.name, 'question']}
                  style={{ flex: 1 }}
                  rules={[{ required: true, whitespace: true, message: 'Enter the question' }]}
                >
                  <AutoComplete options={suggestions} aria-label={`Question ${index + 1}`} filterOption />
                </Form.Item>
                <Form.Item
                  label={index === 0 ? 'Score' : undefined}
                  name={[field.name, 'score']}
                  rules={requiredZeroToTenRules('score')}
                >
                  <InputNumber min={0} max={10} precision={0} aria-label={`Score ${index + 1}`} style={{ width: 80 }} />
                </Form.Item>
                <Button
                  onClick={() => remove(field.name)}
                  aria-label={`Remove question ${index + 1}`}
                  style={{ marginTop: index === 0 ? 30 : 0 }}
                >
                  Remove
                </Button>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Button type="dashed" block onClick={() => add({ question: '' })}>
              Add a question
            </Button>
          </>
        )}
      </Form.List>
    </FormDrawer>
  );
}
