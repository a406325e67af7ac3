import { useMessages } from '@timely/shared-ui';
import { useEffect, useState } from 'react';
import { pictureProblem } from '../../../common/utils/picture-problem';
import { peersMessages } from '../../../messages/messages';

/**
 * A picture chosen in the drawer, with its preview, or why it is refused; forgotten when the drawer closes. It is
 * uploaded after the peer is saved, not by antd.
 */
export function usePictureChoice(open: boolean) {
  const t = useMessages(peersMessages);
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) setPicture(null);
    setProblem(null);
  }, [open]);
  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.preview);
    },
    [picture],
  );

  const pick = (file: File) => {
    const refused = pictureProblem(t, file);
    if (refused) setProblem(refused);
    else {
      setProblem(null);
      setPicture({ file, preview: URL.createObjectURL(file) });
    }
    return false; // uploaded after the peer is saved, not by antd
  };
  return { picture, problem, pick };
}
