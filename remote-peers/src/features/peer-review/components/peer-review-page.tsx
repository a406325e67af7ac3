import { exportPaths } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton, PrintButton } from '@timely/shared-auth/downloads';
import { EmptyState, LoadingState, PageHeader, useMessages } from '@timely/shared-ui';
import { FeedbackReportView } from '../../../common/components/feedback-report-view';
import { useFeedbackReport } from '../api/get-feedback-report';
import { usePeerReviewParams } from '../hooks/use-peer-review-params';
import { peersMessages } from '../../../messages/messages';
import { PeerReviewFilters } from './peer-review-filters';

/** /get-overall-peer-review (admin): any peer's 360 averages, filtered; never a reviewer's name next to a score. */
export function PeerReviewPage() {
  const t = useMessages(peersMessages);
  const { revieweeId, from, to, filter, reportQuery, filtered, set } = usePeerReviewParams();
  const report = useFeedbackReport(reportQuery);

  return (
    <>
      <PageHeader
        title={t('review.title')}
        subtitle={t('review.subtitle')}
        actions={
          reportQuery && (
            <>
              <ExportButton path={exportPaths.feedbackReport} params={reportQuery} />
              <PrintButton />
            </>
          )
        }
      />
      <PeerReviewFilters revieweeId={revieweeId} from={from} to={to} filter={filter} onChange={set} />
      {!revieweeId ? (
        <EmptyState description={t('review.pickPrompt')} />
      ) : report.isPending ? (
        <LoadingState label={t('review.loading')} />
      ) : report.isError ? (
        <QueryErrorState query={report} title={t('review.loadError')} />
      ) : (
        <FeedbackReportView report={report.data} filtered={filtered} />
      )}
    </>
  );
}
