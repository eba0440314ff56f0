import { useState } from 'react';
import { useCallMutation } from '../api/query';

/**
 * Uploads files through file.upload, each its own command: a failed file reaches the person through the
 * error policy, and the addresses of the others still come back, in the files' order.
 */
export function useUploadFiles() {
  const upload = useCallMutation('file.upload');
  const [uploading, setUploading] = useState(false);
  const uploadAll = async (files: readonly File[]): Promise<{ file: File; url: string }[]> => {
    setUploading(true);
    const results = await Promise.allSettled(files.map((file) => upload.mutateAsync({ file })));
    setUploading(false);
    return results.flatMap((result, index) => {
      const file = files[index];
      return result.status === 'fulfilled' && file ? [{ file, url: result.value }] : [];
    });
  };
  return { uploadAll, uploading };
}
