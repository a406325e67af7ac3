import { PageHeader, useMessages, useScreen } from '@timely/shared-ui';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { isMailFilter } from '../utils/mail-filters';
import { FolderPane, FolderSelect, filterHref, filterName } from './folder-pane';
import { MailList } from './mail-list';
import { MailView } from './mail-view';
import { emailMessages } from '../messages/messages';

/**
 * /email/:folder: the demo mailbox. The folders and labels on the start side (a select on a narrow screen),
 * the folder's mails or, with `?mail=<id>`, that mail opened. A folder the app does not know goes to the inbox.
 */
export function EmailScreen() {
  const t = useMessages(emailMessages);
  const { folder } = useParams();
  const [params] = useSearchParams();
  const wide = useScreen('md');
  // what was typed in the search box stays while a mail is open, and clears with another folder
  const [typed, setTyped] = useState({ folder, search: '' });
  if (!isMailFilter(folder)) return <Navigate to={filterHref('inbox')} replace />;
  const openId = Number(params.get('mail'));
  const open = Number.isInteger(openId) && openId > 0 ? openId : null;
  return (
    <>
      <PageHeader title={t('email.title')} subtitle={t('email.subtitle')} />
      <Card styles={{ body: { padding: wide ? 16 : 12 } }}>
        <Flex gap={24} vertical={!wide}>
          {wide ? (
            <div style={{ width: 220, flex: 'none' }}>
              <FolderPane />
            </div>
          ) : (
            <FolderSelect value={folder} />
          )}
          <section aria-label={filterName(t, folder)} style={{ flex: 1, minWidth: 0 }}>
            {open === null ? (
              <MailList
                key={folder}
                filter={folder}
                search={typed.folder === folder ? typed.search : ''}
                onSearch={(search) => setTyped({ folder, search })}
              />
            ) : (
              <MailView key={open} id={open} filter={folder} />
            )}
          </section>
        </Flex>
      </Card>
    </>
  );
}
