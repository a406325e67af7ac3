/** Query keys of the chat app: every contact and thread is one answer, under `chatKeys.chats`. */
export const chatKeys = {
  all: ['demo-chat'] as const,
  chats: ['demo-chat', 'chats'] as const,
};
