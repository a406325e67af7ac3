import { AvatarStack, useMessages } from '@timely/shared-ui';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { Image } from '@timely/shared-ui/antd-more';
import { formatDay } from '../../../../common/utils/format';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordEditor } from '../record-editor';
import { ThoughtLeadershipDrawer } from './thought-leadership-drawer';
import { kpiMessages } from '../../../../messages/messages';

/** Talks, posts and papers that came out of the project: domain, teammates, link, image, description. */
export function ThoughtLeadershipTab({ project }: { project: KpiProjectRef }) {
  const t = useMessages(kpiMessages);
  return (
    <RecordEditor
      kind="thoughtLeadership"
      section="thoughtLeadership"
      project={project}
      nameOf={(item) => t('thoughtLeadership.recordName', { title: item.title })}
      drawer={(props) => <ThoughtLeadershipDrawer {...props} />}
    >
      {(data, actions) => (
        <Row gutter={[16, 16]}>
          {data.items.map((item) => (
            <Col key={item._id} xs={24} md={12} xl={8}>
              <Card
                size="small"
                cover={
                  item.imageUrl ? (
                    <Image
                      src={item.imageUrl}
                      alt={item.title}
                      height={160}
                      style={{ objectFit: 'cover' }}
                      fallback={fallbackImage(t('thoughtLeadership.imageUnavailable'))}
                      preview={false}
                    />
                  ) : undefined
                }
                actions={project.canEdit ? [actions.of(item)] : undefined}
              >
                <Flex vertical gap={8}>
                  <Flex justify="space-between" gap={8} wrap>
                    <Tag color="blue">{item.domain}</Tag>
                    <Typography.Text type="secondary">{formatDay(item.publishedOn)}</Typography.Text>
                  </Flex>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {item.link ? (
                      <a href={item.link} target="_blank" rel="noopener noreferrer">
                        {item.title}
                      </a>
                    ) : (
                      item.title
                    )}
                  </Typography.Title>
                  {item.description && (
                    <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
                      {item.description}
                    </Typography.Paragraph>
                  )}
                  <AvatarStack people={item.teammates.map((mate) => ({ id: mate._id, name: mate.name }))} max={5} />
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </RecordEditor>
  );
}

/** Shown when an image URL cannot be loaded (gone, or not allowed by the portal's image policy). */
function fallbackImage(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="100%" height="100%" fill="#8881"/><text x="50%" y="50%" fill="#888" font-family="sans-serif" font-size="14" text-anchor="middle">${escaped}</text></svg>`,
    )
  );
}
