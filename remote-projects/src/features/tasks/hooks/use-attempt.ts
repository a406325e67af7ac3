import { useErrorText } from '@timely/shared-auth';
import { App } from 'antd';

/** Runs a change, then says it is done, or says what the server refused. */
export function useAttempt() {
  const errorText = useErrorText();
  const { message } = App.useApp();
  return async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
}
