import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import type { EnpsResponse, EnpsResponseBody } from '@timely/contract';
import { Form, Input } from 'antd';
import { DatePicker } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import { formatDay } from '../../../../common/utils/format';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordFormDrawer } from '../record-form-drawer';
import { kpiMessages } from '../../../../messages/messages';
import { EnpsAnswerFields } from './enps-answer-fields';

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
  const t = useMessages(kpiMessages);
  const name = record
    ? t('enps.response.nameOf', { date: formatDay(record.surveyedOn), project: project.name })
    : t('enps.response.name', { project: project.name });
  const suggestions = (knownQuestions.length ? knownQuestions : [t('enps.response.defaultQuestion')]).map((value) => ({
    value,
  }));
  return (
    <RecordFormDrawer<Values>
      open={open}
      record={record}
      name={name}
      form={form}
      initialValues={{
        surveyedOn: fromDay(record?.surveyedOn) ?? undefined,
        comment: record?.comment ?? '',
        answers:
          record?.answers ??
          suggestions.map(({ value }) => ({ question: value, score: undefined as unknown as number })),
      }}
      onSubmit={(values) =>
        onSave(record?._id, {
          surveyedOn: toDay(values.surveyedOn)!,
          comment: values.comment?.trim() ?? '',
          answers: values.answers,
        })
      }
      onClose={onClose}
    >
      <Form.Item
        label={t('enps.response.surveyedOn')}
        name="surveyedOn"
        rules={[{ required: true, message: t('rules.chooseDate') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        label={t('record.comment')}
        name="comment"
        extra={t('enps.response.commentExtra')}
        rules={[{ max: 500, message: t('rules.atMostCharacters', { max: 500 }) }]}
      >
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <EnpsAnswerFields suggestions={suggestions} />
    </RecordFormDrawer>
  );
}
