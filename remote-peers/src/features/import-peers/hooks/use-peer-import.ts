import type { PeerImportMapping, PeerImportPreview, PeerImportResult } from '@timely/contract';
import { useBusyAction } from '@timely/shared-auth';
import { useState } from 'react';
import { useDownloadPeerTemplate } from '../api/get-peer-template';
import { useImportPeers } from '../api/import-peers';
import { usePreviewPeerImport } from '../api/preview-peer-import';

type Busy = 'preview' | 'import' | 'template';

/**
 * The import's steps: choose a sheet (checked by the server at once), match its columns again, add the valid
 * rows, or start over; `busy` says which step is under way and `error` the last refusal.
 */
export function usePeerImport() {
  const check = usePreviewPeerImport();
  const commit = useImportPeers();
  const downloadTemplate = useDownloadPeerTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PeerImportPreview | null>(null);
  // null: the server matches the columns (the company's last import, then the headers' spelling)
  const [mapping, setMapping] = useState<PeerImportMapping | null>(null);
  const [result, setResult] = useState<PeerImportResult | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const { busy, error, run } = useBusyAction<Busy>();
  const choose = (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setMapping(null);
    setResult(null);
    setOnlyErrors(false);
    void run('preview', async () => setPreview(await check(chosen)));
    // the file stays in the browser until the admin confirms; antd's own upload is not used
    return false;
  };
  const startOver = () => {
    setFile(null);
    setPreview(null);
    setMapping(null);
    setResult(null);
  };
  const rematch = (next: PeerImportMapping) => {
    setMapping(next);
    if (file) void run('preview', async () => setPreview(await check(file, next)));
  };
  const valid = preview?.validCount ?? 0;
  const rows = preview ? (onlyErrors ? preview.rows.filter((row) => row.errors.length) : preview.rows) : [];
  return {
    file,
    preview,
    result,
    onlyErrors,
    setOnlyErrors,
    busy,
    error,
    valid,
    rows,
    choose,
    startOver,
    rematch,
    downloadTemplate: () => void run('template', downloadTemplate),
    commit: () => void run('import', async () => setResult(await commit(file!, mapping))),
  };
}
