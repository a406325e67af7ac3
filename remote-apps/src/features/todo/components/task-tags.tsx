import { Flex, Tag } from 'antd';
import { useMessages } from '@timely/shared-ui';
import { todoMessages } from '../messages/messages';
import { isTaskTag, tagColorOf, type TagColor } from '../utils/todo-filters';

/** The demo colours (primary, warning, success, danger) as antd's status tags, which follow the theme. */
const TAG_PRESETS: Record<TagColor, string> = {
  primary: 'processing',
  warning: 'warning',
  success: 'success',
  danger: 'error',
};

/** A task's tags in their colours; an unknown tag (older data) shows as a plain tag. */
export function TaskTags({ tags }: { tags: string[] }) {
  const t = useMessages(todoMessages);
  if (!tags.length) return null;
  return (
    <Flex gap={4} wrap>
      {tags.map((tag) => {
        const color = tagColorOf(tag);
        return (
          <Tag key={tag} color={color && TAG_PRESETS[color]} style={{ marginInlineEnd: 0 }}>
            {isTaskTag(tag) ? t(`todo.tag.${tag}`) : tag}
          </Tag>
        );
      })}
    </Flex>
  );
}
