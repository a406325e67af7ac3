import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LoaderContext } from 'webpack';

export function parseMessage(message: string): MessageFormatElement[] | string;
export function compileMessages(messages: Record<string, string>): string;
export default function messagesLoader(this: LoaderContext<object>, source: string): string;
