/** `answers.1.question` → ['answers', 1, 'question'], the way antd names nested fields. */
export function fieldPath(field: string): Array<string | number> {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
